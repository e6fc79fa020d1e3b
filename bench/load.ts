// HTTP load with autocannon: one function, shared by `npm run bench` and the load test.
//
//   import { runLoad } from "../bench/load.ts";
//   const result = await runLoad({ url: "http://127.0.0.1:3000/", seconds: 10, connections: 50 });
//   // → { requestsPerSecond, p50Ms, p99Ms, errors, timeouts, non2xx, requests, … }
//
// Only point it at servers on this machine (loopback): it is bounded in time, never in effort.
import autocannon from "autocannon";

export interface LoadOptions {
  /** Origin and path of the first request, e.g. http://127.0.0.1:3000/agenda */
  url: string;
  /** How long to send requests, in seconds. */
  seconds: number;
  /** Concurrent connections (each sends its next request when the previous one is answered). */
  connections: number;
  /** Other paths on the same origin: each connection goes through `url`'s path, then these, in turn. */
  paths?: string[];
  /** Request headers, e.g. { "accept-encoding": "gzip" } (none by default: bodies come uncompressed). */
  headers?: Record<string, string>;
  /** Seconds a request may take before it counts as a timeout (default 10). */
  timeoutSeconds?: number;
  /**
   * Each request gets a query of its own (`?%6Coad=<n>`, `load` with an escape): a cache in front
   * (nginx) misses, so every request reaches the site. The escape makes the shipped nginx keep the
   * query (it leaves out of its key a query no page reads: deploy/nginx/vitrine.conf); the site
   * reads a parameter `load`, which no page reads, so the page is the same.
   */
  uniqueQuery?: boolean;
  /** Requests sent in turn instead of `url` and `paths` (on `url`'s origin): a path and its Accept-Encoding (null: none). */
  requests?: ReadonlyArray<{ path: string; acceptEncoding: string | null }>;
}

export interface LoadResult {
  url: string;
  seconds: number;
  connections: number;
  /** Requests answered per second (mean of the per-second counts). */
  requestsPerSecond: number;
  /** Latency percentiles and mean, in milliseconds. */
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
  /** Requests answered in all. */
  requests: number;
  /**
   * Requests that failed: connection errors, timeouts, and requests the server dropped without an
   * answer (autocannon reconnects on those without counting them; the ones still in flight when
   * time runs out are not counted).
   */
  errors: number;
  timeouts: number;
  /** Of the errors, requests that were sent and never answered. */
  unanswered: number;
  /** Answers whose status was not 2xx. */
  non2xx: number;
  /** Answers by HTTP status, e.g. { "200": 1520, "503": 2 }. */
  statusCodes: Record<string, number>;
  /** Bytes of responses received per second (mean). */
  bytesPerSecond: number;
}

/** Sends requests to `url` for `seconds` over `connections` connections and sums up the answers. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const first = new URL(options.url);
  const paths = [first.pathname + first.search, ...(options.paths ?? [])];
  // Answers after which the server closes the connection (`Connection: close`, as nginx says on
  // its `keepalive_requests`-th answer on a connection, 1,000 by default). autocannon writes its
  // next request there before it sees the connection end, then again on a new connection: that
  // first write reached no server, it is not a request the server dropped.
  let closingAnswers = 0;
  // The server may also reset such a connection once it has closed it (nginx does, when that next
  // request reaches it after its close): autocannon counts the reset as an error, though the
  // server had said it would take no more requests there and answered every one it took.
  let closingResets = 0;
  const result = await autocannon({
    setupClient: (client) => {
      // autocannon's client emits each answer's parsed head as "headers", and its socket's error as
      // "connError" (lib/httpClient.js: its types name only some of its events). An error is left
      // out only when the socket it came from is one whose answer said it closes: autocannon's own
      // listener runs first, then this one, in the same emit.
      const connection = client as unknown as NodeJS.EventEmitter & { conn?: NodeJS.EventEmitter };
      let counted = false;
      connection
        .on("connError", () => {
          counted = true;
          queueMicrotask(() => (counted = false));
        })
        .on("headers", (info: { shouldKeepAlive?: boolean }) => {
          if (info.shouldKeepAlive !== false) return;
          closingAnswers++;
          connection.conn?.once("error", () => {
            if (counted) closingResets++;
            counted = false;
          });
        });
    },
    url: options.url,
    connections: options.connections,
    duration: options.seconds,
    timeout: options.timeoutSeconds ?? 10,
    headers: options.headers,
    requests: options.requests
      ? options.requests.map(({ path, acceptEncoding }) => ({
          method: "GET" as const,
          path,
          headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {},
        }))
      : paths.length > 1 || options.uniqueQuery
        ? paths.map((path) => ({
            method: "GET" as const,
            path,
            ...(options.uniqueQuery ? { setupRequest: uniquePath(path) } : {}),
          }))
        : undefined,
  });
  const unanswered = Math.max(0, result.requests.sent - result.requests.total - options.connections - closingAnswers);
  return {
    url: options.url,
    seconds: options.seconds,
    connections: options.connections,
    requestsPerSecond: round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    meanMs: round(result.latency.average),
    maxMs: result.latency.max,
    requests: result.requests.total,
    errors: result.errors - closingResets + unanswered,
    timeouts: result.timeouts,
    unanswered,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([status, stats]) => [status, stats.count ?? 0]),
    ),
    bytesPerSecond: Math.round(result.throughput.average),
  };
}

const round = (value: number) => Math.round(value * 10) / 10;

let sent = 0;
/** Sets each request's path to `path` with a query parameter no other request has (`uniqueQuery`). */
function uniquePath(path: string) {
  return <Request extends { path?: string }>(request: Request): Request => ({
    ...request,
    path: `${path}${path.includes("?") ? "&" : "?"}%6Coad=${++sent}`,
  });
}

/**
 * Loads of the same address run in turn with others (rounds), summed up as one: requests, errors
 * and answers added, rates averaged over the rounds' time; p50, p99 and the longest answer are the
 * highest of the rounds (percentiles of separate runs cannot be merged exactly: this errs high).
 */
export function combineLoads(loads: LoadResult[]): LoadResult {
  const [first] = loads;
  if (!first) throw new Error("combineLoads: no load to combine");
  if (loads.length === 1) return first;
  const seconds = loads.reduce((total, load) => total + load.seconds, 0);
  const requests = loads.reduce((total, load) => total + load.requests, 0);
  const sum = (pick: (load: LoadResult) => number) => loads.reduce((total, load) => total + pick(load), 0);
  const highest = (pick: (load: LoadResult) => number) => Math.max(...loads.map(pick));
  const statusCodes: Record<string, number> = {};
  for (const load of loads)
    for (const [status, count] of Object.entries(load.statusCodes))
      statusCodes[status] = (statusCodes[status] ?? 0) + count;
  return {
    url: first.url,
    seconds,
    connections: first.connections,
    requestsPerSecond: round(sum((load) => load.requestsPerSecond * load.seconds) / seconds),
    p50Ms: highest((load) => load.p50Ms),
    p99Ms: highest((load) => load.p99Ms),
    meanMs: requests === 0 ? 0 : round(sum((load) => load.meanMs * load.requests) / requests),
    maxMs: highest((load) => load.maxMs),
    requests,
    errors: sum((load) => load.errors),
    timeouts: sum((load) => load.timeouts),
    unanswered: sum((load) => load.unanswered),
    non2xx: sum((load) => load.non2xx),
    statusCodes,
    bytesPerSecond: Math.round(sum((load) => load.bytesPerSecond * load.seconds) / seconds),
  };
}
