// HTTP load with wrk (Debian's `wrk` package, a C load generator): used by `npm run bench` for the
// throughput of the site, the site behind nginx and nginx static when /usr/bin/wrk exists.
// autocannon (bench/load.ts) runs on Node's one thread and parses every answer in JavaScript: at
// 50 connections on 2 cores it tops out before nginx does (about 7,000 req/s on a 75 KB page,
// 2,000 on the 340 KB block showcase), so its figures there measure the load generator.
//
//   const result = await runWrk({ url: "http://127.0.0.1:3000/", seconds: 6, connections: 50 });
//
// One thread (the other core is the server's), keep-alive. By default every request is the same,
// with the headers given (`headers`: `Accept-Encoding: gzip, br`, or none for the uncompressed
// page); `requests` sends a cycle of paths and Accept-Encoding headers instead (a browser-like mix,
// several pages), at the cost of one Lua call per request. wrk itself counts answers of 400 or
// more; `countStatuses` counts every answer by status (non-2xx: 3xx too), at the cost of reading
// each answer into Lua. The benchmark checks each page answers 200 before its throughput loads.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { onCores } from "./cores.ts";
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
  /** With WRK_STATUSES: answers by status. */
  statuses?: Record<string, number>;
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
  /** Headers of every request (wrk's -H), e.g. { "accept-encoding": "gzip, br" }. */
  headers?: Record<string, string>;
  /** Requests sent in turn instead of `url`'s (on `url`'s origin): a path and its Accept-Encoding (null: none). */
  requests?: ReadonlyArray<{ path: string; acceptEncoding: string | null }>;
  /**
   * Each request at this path (on `url`'s origin) with `{n}` replaced by a number no other request
   * of the load has: made-up addresses (`/vivre/inconnu-{n}`) or queries (`/vivre?utm_source={n}`).
   */
  uniquePath?: string;
  /** Count every answer by its status (`statusCodes`, and `non2xx`: every status outside 200–299). */
  countStatuses?: boolean;
  /** The cores wrk runs on, a taskset list (bench/cores.ts); anywhere when absent. */
  cpus?: string | null;
}

/**
 * The requests of `paths` × the Accept-Encoding `cycle`, in an order that goes through every path
 * with each header: request k is path k mod P with header ⌊k / P⌋ mod H.
 */
export function requestCycle(
  paths: readonly string[],
  cycle: ReadonlyArray<string | null>,
): Array<{ path: string; acceptEncoding: string | null }> {
  if (!paths.length || !cycle.length) throw new Error("requestCycle: no path or no header");
  return Array.from({ length: paths.length * cycle.length }, (_, k) => ({
    path: paths[k % paths.length]!,
    acceptEncoding: cycle[Math.floor(k / paths.length) % cycle.length]!,
  }));
}

/** WRK_REQUESTS for bench/wrk.lua: one request per line, its path and its Accept-Encoding, tab-separated. */
export function requestSpec(requests: NonNullable<WrkOptions["requests"]>): string {
  for (const { path, acceptEncoding } of requests) {
    if (!path.startsWith("/") || /[\t\n\r ]/.test(path) || /[\t\n\r]/.test(acceptEncoding ?? ""))
      throw new Error(`wrk cannot send ${JSON.stringify(path)} with ${JSON.stringify(acceptEncoding)}`);
  }
  return requests.map(({ path, acceptEncoding }) => `${path}\t${acceptEncoding ?? ""}`).join("\n");
}

/** WRK_UNIQUE for bench/wrk.lua: the path, checked (wrk would send a space or a line break as it is). */
export function uniquePathSpec(path: string): string {
  if (!path.startsWith("/") || !path.includes("{n}") || /\s/.test(path))
    throw new Error(`wrk cannot send ${JSON.stringify(path)} with a number of its own for each request`);
  return path;
}

/** Sends requests to `url` for `seconds` over `connections` connections with wrk, and sums up the answers. */
export async function runWrk(options: WrkOptions): Promise<LoadResult> {
  const headers = Object.entries(options.headers ?? {}).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const args = [
    "-t1",
    `-c${options.connections}`,
    `-d${options.seconds}s`,
    `--timeout`,
    `${options.timeoutSeconds ?? 10}s`,
    ...headers,
    "-s",
    script,
    options.url,
  ];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    WRK_REQUESTS: options.requests ? requestSpec(options.requests) : "",
    WRK_UNIQUE: options.uniquePath !== undefined ? uniquePathSpec(options.uniquePath) : "",
    WRK_STATUSES: options.countStatuses ? "1" : "",
  };
  // A child of the run: stopped with it when the benchmark is interrupted.
  const run = onCores(options.cpus ?? null, wrkPath, args);
  const wrk = startChild(run.command, run.args, { env });
  // Its last line may still be in the pipe when it exits: read once its output is closed too.
  const closed = new Promise((resolve) => wrk.child.once("close", resolve));
  const code = await wrk.exited;
  await closed;
  if (code !== 0) throw new Error(`wrk ${args.join(" ")} exited with ${code}: ${wrk.output().trim()}`);
  return wrkResult(options, wrk.output());
}

/** The LoadResult of wrk's output (the JSON line wrk.lua prints last). */
export function wrkResult(options: WrkOptions, output: string): LoadResult {
  const line = output
    .trim()
    .split("\n")
    .findLast((text) => text.startsWith("{"));
  if (!line) throw new Error(`wrk printed no summary:\n${output}`);
  const summary = JSON.parse(line) as WrkSummary;
  const seconds = summary.durationUs / 1e6;
  const ms = (us: number) => Math.round(us / 100) / 10;
  const socketErrors = summary.connect + summary.read + summary.write + summary.timeout;
  // Counted by status: every answer outside 200–299. Otherwise wrk's own count, 400 or more.
  const statuses = summary.statuses;
  const non2xx = statuses
    ? Object.entries(statuses).reduce((sum, [status, count]) => (/^2\d\d$/.test(status) ? sum : sum + count), 0)
    : summary.status;
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
    // As autocannon's (bench/load.ts): requests that failed; answers are counted apart (non2xx).
    errors: socketErrors,
    timeouts: summary.timeout,
    // wrk does not count requests left unanswered when a connection closes: a read error stands for them.
    unanswered: summary.read,
    non2xx,
    statusCodes:
      statuses ??
      (summary.status > 0
        ? { "400 or more": summary.status, "below 400": summary.requests - summary.status }
        : { "below 400": summary.requests }),
    bytesPerSecond: Math.round(summary.bytes / seconds),
  };
}
