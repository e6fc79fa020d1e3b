// The disk cache (lib/cache/disk-cache.ts) when a page's new copy is stored while a read of its old
// copy from disk is under way: the read is held between its steps, as a loaded machine's disk
// holds it, while the new copy is written. Next's own file-system cache then keeps the old copy as
// new; the disk cache lets the read end first, and the new copy stays. Real files in a temporary
// folder, Next's real file-system cache.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache/index.js";
import { afterAll, describe, expect, it } from "vitest";
import { diskCache, FileSystemCache } from "../lib/cache/disk-cache.ts";

const { nodeFs } = (await import("next/dist/server/lib/node-fs-methods.js")) as unknown as {
  nodeFs: NonNullable<CacheHandlerContext["fs"]>;
};

const root = mkdtempSync(path.join(tmpdir(), "vitrine-disk-cache-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A disk whose next read of a route's body, once armed, waits after reading until it is released. */
function slowDisk() {
  let armed = false;
  let reached = () => {};
  let release = () => {};
  const fs: NonNullable<CacheHandlerContext["fs"]> = {
    ...nodeFs,
    readFile: (async (file: string, encoding?: BufferEncoding) => {
      const data = await nodeFs.readFile(file, encoding as never);
      if (armed && file.endsWith(".body")) {
        armed = false;
        reached();
        await new Promise<void>((resolve) => (release = resolve));
      }
      return data;
    }) as NonNullable<CacheHandlerContext["fs"]>["readFile"],
  };
  return {
    fs,
    /** Holds the next read of a body; resolves once a read is held there. */
    hold: () =>
      new Promise<void>((resolve) => {
        armed = true;
        reached = resolve;
      }),
    release: () => release(),
  };
}

const context = (fs: CacheHandlerContext["fs"]): CacheHandlerContext => ({
  fs,
  serverDistDir: path.join(root, "server"),
  flushToDisk: true,
  maxMemoryCacheSize: 50 * 1024 * 1024,
  revalidatedTags: [],
  _requestHeaders: {},
});
const readContext = { kind: "APP_ROUTE", isRoutePPREnabled: false, isFallback: false } as never;
const writeContext = { cacheControl: { revalidate: 300, expire: 31_536_000 }, isFallback: false } as never;
const feed = (title: string) => ({
  kind: "APP_ROUTE",
  body: Buffer.from(`<rss><item>${title}</item></rss>`),
  headers: { "content-type": "application/rss+xml", "x-next-cache-tags": "wp:events" },
  status: 200,
});

/** The feed's old copy on disk, an hour old, as a previous run of the server left it (Next's memory does not hold it). */
function oldCopyOnDisk(key: string): number {
  const body = path.join(root, "server", `${key}.body`);
  mkdirSync(path.dirname(body), { recursive: true });
  const { body: bytes, ...meta } = feed("old");
  writeFileSync(body, bytes);
  writeFileSync(body.replace(/\.body$/, ".meta"), JSON.stringify({ ...meta, cacheControl: { revalidate: 300 } }));
  const anHourAgo = new Date(Date.now() - 3_600_000);
  utimesSync(body, anHourAgo, anHourAgo);
  return anHourAgo.getTime();
}

/** A read of the old copy held mid-way, the new copy stored meanwhile; then what a request reads. */
async function newCopyDuringRead(cache: (fs: CacheHandlerContext["fs"]) => CacheHandler, key: string) {
  const storedAt = oldCopyOnDisk(key);
  const disk = slowDisk();
  const handler = cache(disk.fs);
  const held = disk.hold();
  const reading = handler.get(key, readContext);
  await held;
  const writing = handler.set(key, feed("new") as never, writeContext);
  // Time for a write that does not wait to reach the disk.
  await new Promise((resolve) => setTimeout(resolve, 100));
  disk.release();
  await Promise.all([reading, writing]);
  const after = await cache(nodeFs).get(key, readContext);
  return {
    storedAt,
    body: String((after?.value as { body?: Buffer } | null)?.body),
    lastModified: after?.lastModified,
  };
}

describe("a page's new copy stored while its old copy is being read from disk", () => {
  it("stays: the read ends before the write, and what requests read next is the new copy", async () => {
    const { body } = await newCopyDuringRead(
      (fs) => diskCache(context(fs)),
      "/route-cache/APP_ROUTE/feed/$/fr/actualites/rss.xml",
    );
    expect(body).toBe("<rss><item>new</item></rss>");
  });

  it("is replaced by the old copy, dated as new, in Next's own file-system cache (the race the disk cache closes)", async () => {
    // If this fails, Next no longer mixes the two copies: lib/cache/disk-cache.ts may not be needed.
    const { body, lastModified, storedAt } = await newCopyDuringRead(
      (fs) => new FileSystemCache(context(fs)),
      "/route-cache/APP_ROUTE/feed/$/en/news/rss.xml",
    );
    expect(body).toBe("<rss><item>old</item></rss>");
    expect(lastModified).toBeGreaterThan(storedAt + 3_000_000);
  });
});
