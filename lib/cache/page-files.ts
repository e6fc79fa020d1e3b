// Pages as files on the nginx front (deploy/nginx/vitrine.conf, "Pages as files"): a page the
// front sends from a file costs it what a file costs, where a HIT of its cache costs a tenth more
// (BENCHMARKS.md). The instances write the files; nginx only reads them.
//
// - What: each fresh page an instance sends through the front, at an address of lowercase words
//   with no query, read plainly (GET, neither the router's request nor a preview), is written as
//   a file, in the coding it was sent in, once the answer is sent: a PUT to the front's purge
//   server, `/.pages/<bucket>/<address>/page[.br|.gz]`, for each of two buckets (below).
// - How long: 100 to 200 s. The file goes into the current bucket (the time in 100-second steps,
//   the last three digits of the step) and the next one; nginx reads the current one's (one look
//   for a file per request: a look for one that is not there costs it a fifth of an answer).
//   The answer tells nginx's cache to keep its copy as long (X-Accel-Expires, which nginx reads
//   and never passes on), so that both copies end together: the next request then finds the
//   cache's copy expired, gets it while an instance sends the page again, which writes its file
//   again. A copy is replaced only by a newer one: the cache's copy and the file are the same
//   answer.
// - An edit: once a page's new render succeeded, its files go with its cached copies (the purge,
//   lib/cache/purge.ts): the next read is the cache's miss, whose answer is the new page, written
//   again.
// - Old buckets are removed by every instance, at its start and once per bucket: nginx never
//   reads them, and a bucket's name comes back after 1,000 steps (28 hours).
import { request as httpRequest, Agent as HttpAgent } from "node:http";
import { request as httpsRequest, Agent as HttpsAgent } from "node:https";
import type { Coding } from "../server/content-coding.ts";
import { logger } from "../server/log.ts";
import { cachedCodings } from "./purge.ts";

const log = logger("cache");

/** The length of a bucket, and how many names they cycle through. */
export const pageFileBucketSeconds = 100;
export const pageFileBucketCount = 1000;

const bucketName = (step: number) => String(step % pageFileBucketCount).padStart(3, "0");

/** The bucket of a time: its 100-second step, the last three digits of it (nginx: `$msec` without its last two digits). */
export function pageFileBucket(nowMs: number): string {
  return bucketName(Math.floor(nowMs / (pageFileBucketSeconds * 1000)));
}

export function nextPageFileBucket(bucket: string): string {
  return bucketName(Number(bucket) + 1);
}

/**
 * Seconds nginx's cache may keep the copy of an answer whose file is written at `nowMs`: until
 * the end of the bucket after the current one, when nginx stops reading the file.
 */
export function pageFileLifetimeSeconds(nowMs: number): number {
  const step = pageFileBucketSeconds * 1000;
  return Math.floor(((Math.floor(nowMs / step) + 2) * step - nowMs) / 1000);
}

/** An address other than the home that may be a file: lowercase words, numbers and hyphens, no query (nginx's map). */
export const pageFilePathPattern = "/[a-z0-9-]+(?:/[a-z0-9-]+)*";
const pathPattern = new RegExp(`^(?:/|${pageFilePathPattern})$`);

/** The folder of an address's files ("/" for the home, "/vivre/"), or null when it is not read from files. */
export function pageFileFolder(address: string): string | null {
  // The front's /api/ location (deploy/nginx/vitrine.conf) reads no files.
  if (!pathPattern.test(address) || address.startsWith("/api/")) return null;
  return address === "/" ? "/" : `${address}/`;
}

/**
 * The headers of a page's answer that vary with nothing but the instances' environment, which
 * nginx sends with a file (the site's security headers beside them): Next's Vary and the
 * Accept-Encoding the site adds, and its Cache-Control (Next's `s-maxage` and
 * `stale-while-revalidate` up to its year of expiry, the site's `stale-if-error`).
 */
export function pageFileHeaders(revalidateSeconds: number, staleIfErrorSeconds: number) {
  const expireSeconds = 31_536_000;
  return {
    vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
    cacheControl: `s-maxage=${revalidateSeconds}, stale-while-revalidate=${expireSeconds - revalidateSeconds}, stale-if-error=${staleIfErrorSeconds}`,
  };
}

/** A file's coding: the front keeps one of each (purge.ts `cachedCodings`), "" uncompressed. */
export type FileCoding = Coding | "";
const suffix = (coding: FileCoding) => (coding === "br" ? ".br" : coding === "gzip" ? ".gz" : "");

/** A file's address on the purge server. */
export function pageFilePath(bucket: string, folder: string, coding: FileCoding): string {
  return `/.pages/${bucket}${folder}page${suffix(coding)}`;
}

export interface PageFilesOptions {
  /** Origins of the fronts' purge servers (CACHE_PURGE_URL). */
  targets: readonly string[];
  timeoutMs?: number;
  now?: () => number;
}

export interface PageFiles {
  /** Writes the answer sent for `address` in `coding`, written at `writtenAt` (its bucket). Never rejects. */
  write(address: string, coding: FileCoding, body: Buffer, writtenAt: number): Promise<void>;
  /** Removes every file of these addresses (each coding, the bucket nginx reads and the next). Never rejects; counts what it removed. */
  remove(addresses: readonly string[]): Promise<{ removed: number; failed: number }>;
  /** Removes the buckets nginx no longer reads: `all`, every one (a start), else the ten before the current one. */
  sweep(all?: boolean): Promise<void>;
}

const agents = {
  http: new HttpAgent({ keepAlive: true, maxSockets: 4 }),
  https: new HttpsAgent({ keepAlive: true, maxSockets: 4 }),
};

function send(
  target: string,
  method: "PUT" | "DELETE",
  pathname: string,
  body: Buffer | undefined,
  timeoutMs: number,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(pathname, target);
    const https = url.protocol === "https:";
    const request = (https ? httpsRequest : httpRequest)(
      url,
      {
        method,
        agent: https ? agents.https : agents.http,
        timeout: timeoutMs,
        headers: {
          ...(body ? { "content-length": body.length } : {}),
          ...(method === "DELETE" ? { depth: "infinity" } : {}),
        },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    request.on("timeout", () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.on("error", reject);
    request.end(body);
  });
}

export function createPageFiles(options: PageFilesOptions): PageFiles {
  const timeoutMs = options.timeoutMs ?? 5000;
  const now = options.now ?? Date.now;
  // A front that fails is said once, until one of its requests succeeds again.
  let failing = false;
  /** One request to each front; the statuses they answered, null for a front that did not answer. */
  const each = (method: "PUT" | "DELETE", pathname: string, body?: Buffer) =>
    Promise.all(
      options.targets.map(async (target) => {
        try {
          const status = await send(target, method, pathname, body, timeoutMs);
          if (status < 500) failing = false;
          else said(`${method} ${pathname}`, `answered ${status}`);
          return status;
        } catch (error) {
          said(`${method} ${pathname}`, error instanceof Error ? error.message : String(error));
          return null;
        }
      }),
    );
  const said = (what: string, why: string) => {
    if (failing) return;
    failing = true;
    log.warn(`page files: ${what} failed (${why}); pages are served from the front's cache meanwhile`);
  };
  return {
    async write(address, coding, body, writtenAt) {
      const folder = pageFileFolder(address);
      if (!folder) return;
      const bucket = pageFileBucket(writtenAt);
      for (const written of [bucket, nextPageFileBucket(bucket)])
        await each("PUT", pageFilePath(written, folder, coding), body);
    },
    async remove(addresses) {
      const current = pageFileBucket(now());
      const buckets = [current, nextPageFileBucket(current)];
      let removed = 0;
      let failed = 0;
      for (const folder of addresses.map(pageFileFolder))
        for (const bucket of folder ? buckets : [])
          for (const coding of cachedCodings)
            for (const status of await each("DELETE", pageFilePath(bucket, folder as string, coding))) {
              if (status === 204) removed++;
              else if (status !== 404) failed++;
            }
      return { removed, failed };
    },
    async sweep(all = false) {
      const current = Math.floor(now() / (pageFileBucketSeconds * 1000));
      // The current bucket is read and the next one written: the others go, the ten before them or all.
      const count = all ? pageFileBucketCount - 2 : 10;
      for (let back = 1; back <= count; back++) await each("DELETE", `/.pages/${bucketName(current - back)}/`);
    },
  };
}

/**
 * Removes every old bucket now (an instance starting: the buckets nginx no longer reads, whatever
 * time it was down), then the ten before the current one at each new bucket. The timer does not
 * keep the process alive.
 */
export function keepPageFilesSwept(files: PageFiles): void {
  void files.sweep(true);
  setInterval(() => void files.sweep(), pageFileBucketSeconds * 1000).unref();
}
