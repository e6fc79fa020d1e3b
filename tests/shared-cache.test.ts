// Several instances sharing Redis: Next's cache entries as Redis holds them
// (lib/cache/redis-cache-handler.ts), revalidations applied in each process
// (lib/cache/shared-tags.ts), the nginx front's address book with its mirror (lib/cache/purge.ts),
// and the Redis access that falls back at once while Redis is away (lib/redis/available.ts).
import { afterEach, describe, expect, it, vi } from "vitest";
import { captureLog } from "./log-capture.ts";

const client = vi.hoisted(() => ({ isReady: true, fail: false }));
vi.mock("../lib/redis/client.ts", () => ({ redis: async () => client }));

const { decodeEntry, encodeEntry, validForTags } = await import("../lib/cache/redis-cache-handler.ts");
const { revalidationAt, tagLedger } = await import("../lib/cache/shared-tags.ts");
const { tagsManifest } = await import("../lib/cache/next-tags.ts");
const { createAddressBook } = await import("../lib/cache/purge.ts");
const { redisAccess } = await import("../lib/redis/available.ts");

const quiet = { warn: vi.fn(), info: vi.fn() };

afterEach(() => {
  tagsManifest.clear();
  vi.useRealTimers();
  quiet.warn.mockClear();
  quiet.info.mockClear();
});

describe("an entry in Redis", () => {
  it("keeps a page's bytes and segments as Next gave them", () => {
    const entry: { value: { rscData: Buffer; segmentData: Map<string, Buffer> } } = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 300, expire: 31_536_000 },
      value: {
        kind: "APP_PAGE",
        html: "<p>é</p>",
        rscData: Buffer.from([0, 255, 1]),
        segmentData: new Map([["/_tree", Buffer.from("tree")]]),
        headers: { "x-next-cache-tags": "wp:page:1" },
        status: 200,
        postponed: undefined,
      },
    } as never;
    const decoded = decodeEntry(encodeEntry(entry as never)) as unknown as typeof entry;
    expect(decoded).toEqual(entry);
    expect(Buffer.isBuffer(decoded.value.rscData)).toBe(true);
    expect(decoded.value.segmentData.get("/_tree")?.toString()).toBe("tree");
  });

  it("is a miss when its bytes are not an entry", () => {
    expect(decodeEntry(Buffer.from("not an entry"))).toBeUndefined();
  });
});

describe("revalidations", () => {
  it("write Next's manifest as its own cache does", () => {
    expect(revalidationAt(1000, undefined)).toEqual({ at: 1000, expired: 1000 });
    expect(revalidationAt(1000, undefined, { expire: 0 })).toEqual({ at: 1000, stale: 1000, expired: 1000 });
    expect(revalidationAt(1000, { expired: 5 }, {})).toEqual({ at: 1000, stale: 1000, expired: 5 });
  });

  it("the latest of a tag wins, whichever instance made it, and an echo changes nothing", () => {
    const ledger = tagLedger();
    expect(ledger.apply("wp:page:1", { at: 2000, stale: 2000, expired: 2000 })).toBe(true);
    expect(ledger.apply("wp:page:1", { at: 1000, expired: 1000 })).toBe(false);
    expect(ledger.apply("wp:page:1", { at: 2000, stale: 2000, expired: 2000 })).toBe(false);
    expect(tagsManifest.get("wp:page:1")).toEqual({ stale: 2000, expired: 2000 });
    expect(ledger.apply("wp:page:1", { at: 3000, stale: 3000, expired: 3000 + 365 * 86_400_000 })).toBe(true);
    expect(tagsManifest.get("wp:page:1")).toEqual({ stale: 3000, expired: 3000 + 365 * 86_400_000 });
  });

  it("expire an entry written before them, for its tags only", () => {
    const now = Date.now();
    tagLedger().apply("wp:page:1", { at: now - 10, stale: now - 10, expired: now - 10 });
    const page = (lastModified: number, tags: string) =>
      ({
        lastModified,
        value: { kind: "APP_PAGE", html: "", headers: { "x-next-cache-tags": tags }, status: 200 },
      }) as never;
    const pageContext = { kind: "APP_PAGE", isFallback: false } as never;
    expect(validForTags(page(now - 1000, "wp:pages,wp:page:1"), pageContext)).toBe(false);
    expect(validForTags(page(now - 1000, "wp:page:2"), pageContext)).toBe(true);
    expect(validForTags(page(now, "wp:page:1"), pageContext)).toBe(true);

    const data = {
      lastModified: now - 1000,
      value: { kind: "FETCH", data: { headers: {}, body: "", url: "" }, revalidate: 300, tags: ["wp:page:1"] },
    } as never;
    expect(validForTags(data, { kind: "FETCH", tags: ["wp:page:1"] } as never)).toBe(false);
    expect(validForTags(data, { kind: "FETCH", tags: ["wp:page:2"], softTags: [] } as never)).toBe(true);
  });
});

describe("the address book shared through Redis", () => {
  it("sends each new address to the mirror once, and purges every instance's", async () => {
    const mirrored: string[] = [];
    const book = createAddressBook(10, {
      add: (address) => mirrored.push(address),
      list: async () => ["/b", "/agenda?type=news"],
    });
    for (const address of ["/a", "/b", "/a"]) book.add(address);
    expect(mirrored).toEqual(["/a", "/b"]);
    expect(await book.all()).toEqual(["/a", "/b", "/agenda?type=news"]);
  });

  it("purges this instance's addresses when Redis cannot tell the others'", async () => {
    const log = captureLog();
    const book = createAddressBook(10, {
      add: () => {},
      list: () => Promise.reject(new Error("Redis is not answering")),
    });
    book.add("/a");
    expect(await book.all()).toEqual(["/a"]);
    expect(log.text()).toEqual([
      expect.stringMatching(/^warn \[cache\] the other instances' addresses could not be read/),
    ]);
  });
});

describe("the Redis access of a page", () => {
  it("answers a command's value, or null when Redis fails, and then falls back at once until a retry succeeds", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const access = redisAccess("cache", { deadlineMs: 50, log: quiet });
    expect(await access.run(async () => "value")).toEqual({ value: "value" });
    expect(await access.run(async () => null)).toEqual({ value: null });

    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("READONLY");
    };
    expect(await access.run(failing)).toBeNull();
    expect(quiet.warn).toHaveBeenCalledOnce();
    // Away: no command sent until the retry time.
    expect(await access.run(failing)).toBeNull();
    expect(calls).toBe(1);
    vi.setSystemTime(Date.now() + 2500);
    expect(await access.run(async () => "back")).toEqual({ value: "back" });
    expect(quiet.info).toHaveBeenCalledOnce();
    expect(quiet.warn).toHaveBeenCalledOnce();
  });

  it("does not wait for a command past its deadline", async () => {
    const access = redisAccess("cache", { deadlineMs: 30, log: quiet });
    expect(await access.run(() => new Promise(() => {}))).toBeNull();
    expect(quiet.warn.mock.calls[0]?.[0]).toMatch(/did not answer within 30 ms/);
  });

  it("falls back while the client reconnects", async () => {
    const access = redisAccess("cache", { deadlineMs: 50, log: quiet });
    client.isReady = false;
    try {
      expect(await access.run(async () => "value")).toBeNull();
    } finally {
      client.isReady = true;
    }
  });
});
