// Processes for the benchmark: free loopback ports, children that stop with the run, waiting for
// an address to answer, and memory (RSS) of a whole process tree read from /proc.
import { readdirSync, readFileSync } from "node:fs";
import { request } from "node:http";

export { freePort } from "../scripts/lib/free-port.ts";
export { startChild, waitForUrl, type Child } from "../scripts/lib/children.ts";

/** The pids of a process and all its descendants, read from /proc (the root alone when it is gone). */
export function processTree(rootPid: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      // The name is in parentheses and may hold spaces: fields after the last ")" are fixed.
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      const list = children.get(ppid) ?? [];
      list.push(Number(entry));
      children.set(ppid, list);
    } catch {
      // gone in between
    }
  }
  const tree: number[] = [];
  const queue = [rootPid];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Resident memory in bytes of a process and all its descendants (0 when it is gone). */
export function treeRss(rootPid: number): number {
  let total = 0;
  for (const pid of processTree(rootPid)) {
    try {
      const match = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
      if (match) total += Number(match[1]) * 1024;
    } catch {
      // gone in between
    }
  }
  return total;
}

/** Polls a process tree's RSS every `intervalMs` until stopped; returns the peak seen. */
export function peakRss(rootPid: number, intervalMs = 100): { stop(): number } {
  let peak = treeRss(rootPid);
  const timer = setInterval(() => {
    peak = Math.max(peak, treeRss(rootPid));
  }, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      return Math.max(peak, treeRss(rootPid));
    },
  };
}

/**
 * The headers of one GET of `url`, body read; throws unless it answers 200 (a load of anything
 * else would not measure a page, and wrk counts only answers of 400 and more as errors).
 */
export async function answers200(url: string, headers: Record<string, string> = {}): Promise<Headers> {
  const response = await fetch(url, { redirect: "manual", headers });
  await response.arrayBuffer();
  if (response.status !== 200)
    throw new Error(`${url} answered ${response.status}, not 200: its load would not measure a page`);
  return response.headers;
}

/** One answer as it came on the wire: its coding, and how its length was given. */
export interface WireAnswer {
  status: number;
  /** Content-Encoding, or "identity". */
  coding: string;
  /** Bytes of the body as sent (compressed when it is). */
  bytes: number;
  /** `length`: a Content-Length; `chunked`: Transfer-Encoding chunked (each write framed on its own). */
  framing: "length" | "chunked" | "close";
  /** The nginx front's X-Cache-Status, when there is one. */
  cache: string | null;
}

/**
 * One GET of `url` with node:http, which decodes nothing: what a server sent for an Accept-Encoding
 * header (null: none), its coding, size and framing. fetch would decode the body and hide both.
 */
export function wireAnswer(url: string, acceptEncoding: string | null): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {}, timeout: 10_000 },
      (res) => {
        let bytes = 0;
        res.on("data", (chunk: Buffer) => (bytes += chunk.length));
        res.on("end", () => {
          const header = (name: string) => {
            const value = res.headers[name];
            return Array.isArray(value) ? value.join(", ") : (value ?? null);
          };
          resolve({
            status: res.statusCode ?? 0,
            coding: header("content-encoding") ?? "identity",
            bytes,
            framing:
              header("content-length") !== null
                ? "length"
                : /chunked/i.test(header("transfer-encoding") ?? "")
                  ? "chunked"
                  : "close",
            cache: header("x-cache-status"),
          });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${url} did not answer within 10 s`)));
    req.on("error", reject);
    req.end();
  });
}
