// Writes BENCHMARKS.md again from bench/results.json and bench/notes.md, without measuring
// anything (after editing the notes): `npm run bench:report`.
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { root } from "./next-app.ts";
import { renderReport } from "./report.ts";
import { resultsFormat, type Results } from "./results.ts";

const results = JSON.parse(readFileSync(path.join(root, "bench", "results.json"), "utf8")) as Results;
if (results.format !== resultsFormat) {
  console.error(
    `\nbench/results.json was written by an older benchmark (format ${results.format ?? 1}; this report reads format ${resultsFormat}): run \`npm run bench\` to measure again.\n`,
  );
  process.exit(1);
}
writeFileSync(
  path.join(root, "BENCHMARKS.md"),
  renderReport(results, readFileSync(path.join(root, "bench", "notes.md"), "utf8")),
);
console.log("BENCHMARKS.md written from bench/results.json and bench/notes.md");
