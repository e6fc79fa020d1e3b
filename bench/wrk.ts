// HTTP load with wrk (Debian's `wrk` package, a C load generator): used by `npm run bench` for the
// throughput of the site, the site behind nginx and nginx static when /usr/bin/wrk exists.
// autocannon (bench/load.ts) runs on Node's one thread and parses every answer in JavaScript: at
// 50 connections on 2 cores it tops out before nginx does (about 7,000 req/s on a 75 KB page,
// 2,000 on the 340 KB block showcase), so its figures there measure the load generator.
//
//   const result = await runWrk({ url: "http://127.0.0.1:3000/", seconds: 6, connections: 50 });
//
// One thread (the other core is the server's), keep-alive, no compression asked. wrk counts an
// answer as an error when its status is 400 or more; the benchmark checks each page answers 200
// before its load.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { LoadResult } from "./load.ts";
import { startChild } from "./proc.ts";

export const wrkPath = "/usr/bin/wrk";
const script = fileURLToPath(new URL("./wrk.lua", import.meta.url));

/** e.g. "wrk 4.1.0-3+b2", or null when wrk is not installed (apt-get install wrk). */
export function wrkVersion(): string | null {
  if (!existsSync(wrkPath)) return null;
  const { stdout, stderr } = spawnSync(wrkPath, ["-v"], { encoding: "utf8" });
  return versionOf(`${stdout}${stderr}`);
}

/** The version in the first line `wrk -v` prints ("wrk debian/4.1.0-3+b2 [epoll] …", "wrk 4.2.0 [epoll] …"). */
export function versionOf(printed: string): string {
  const version = /^wrk\s+(?:[a-z]+\/)?(\d[\w.+~-]*)/m.exec(printed)?.[1];
  return version ? `wrk ${version}` : "wrk";
}

interface WrkSummary {
  requests: number;
  durationUs: number;
  bytes: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  p50Us: number;
  p99Us: number;
  meanUs: number;
  maxUs: number;
}

export interface WrkOptions {
  url: string;
  seconds: number;
  connections: number;
  /** Seconds a request may take before it counts as a timeout (default 10). */
  timeoutSeconds?: number;
}

/** Sends requests to `url` for `seconds` over `connections` connections with wrk, and sums up the answers. */
export async function runWrk(options: WrkOptions): Promise<LoadResult> {
  const args = ["-t1", `-c${options.connections}`, `-d${options.seconds}s`, `--timeout`, `${options.timeoutSeconds ?? 10}s`, "-s", script, options.url];
  // A child of the run: stopped with it when the benchmark is interrupted.
  const wrk = startChild(wrkPath, args);
  // Its last line may still be in the pipe when it exits: read once its output is closed too.
  const closed = new Promise((resolve) => wrk.child.once("close", resolve));
  const code = await wrk.exited;
  await closed;
  if (code !== 0) throw new Error(`wrk ${args.join(" ")} exited with ${code}: ${wrk.output().trim()}`);
  return wrkResult(options, wrk.output());
}

/** The LoadResult of wrk's output (the JSON line wrk.lua prints last). */
export function wrkResult(options: WrkOptions, output: string): LoadResult {
  const line = output.trim().split("\n").findLast((text) => text.startsWith("{"));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const summary = JSON.parse(line) as WrkSummary;
  const seconds = summary.durationUs / 1e6;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const socketErrors = summary.connect + summary.read + summary.write + summary.timeout;
  return {
    url: options.url,
    seconds: options.seconds,
    connections: options.connections,
    requestsPerSecond: Math.round((summary.requests / seconds) * 10) / 10,
    p50Ms: ms(summary.p50Us),
    p99Ms: ms(summary.p99Us),
    meanMs: ms(summary.meanUs),
    maxMs: ms(summary.maxUs),
    requests: summary.requests,
    errors: socketErrors + summary.status,
    timeouts: summary.timeout,
    // wrk does not count requests left unanswered when a connection closes: a read error stands for them.
    unanswered: summary.read,
    non2xx: summary.status,
    statusCodes: summary.status > 0 ? { "400 or more": summary.status, "below 400": summary.requests - summary.status } : { "below 400": summary.requests },
    bytesPerSecond: Math.round(summary.bytes / seconds),
  };
}
