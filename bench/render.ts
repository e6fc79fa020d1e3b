// Writes BENCHMARKS.md again from bench/results.json and bench/notes.md, without measuring
// anything (after editing the notes): `npm run bench:report`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./next-app.ts";
import { renderReport } from "./report.ts";
import type { Results } from "./run.ts";

const results = JSON.parse(readFileSync(path.join(root, "bench", "results.json"), "utf8")) as Results;
writeFileSync(path.join(root, "BENCHMARKS.md"), renderReport(results, readFileSync(path.join(root, "bench", "notes.md"), "utf8")));
console.log("BENCHMARKS.md written from bench/results.json and bench/notes.md");
