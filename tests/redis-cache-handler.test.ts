// The shared cache handler (lib/cache/redis-cache-handler.ts) when Redis does not take a new copy:
// the copy goes to this instance's disk, and Redis's older copy must not come back in its place.
// Redis is a stand-in here (a map that can refuse writes), the disk is Next's own file-system cache
// in a temporary folder.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache/index.js";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type * as EnvModule from "../config/env.ts";

const redisStandIn = vi.hoisted(() => {
  const store = new Map<string, unknown>();
  const standIn = {
    store,
    /** Whether the next SETs fail, as a SET past the deadline or on a broken connection does. */
    refusesWrites: false,
    isReady: true,
    withTypeMapping() {
      return standIn;
    },
    async get(key: string) {
      return store.get(key) ?? null;
    },
    async set(key: string, value: unknown, options?: { condition?: string }) {
      if (standIn.refusesWrites) throw new Error("Redis did not answer within 1000 ms");
      if (options?.condition === "NX" && store.has(key)) return null;
      store.set(key, value);
      return "OK";
    },
    async hGetAll() {
      return {};
    },
  };
  return standIn;
});
vi.mock("../lib/redis/client.ts", () => ({ redis: async () => redisStandIn, createRedis: () => redisStandIn }));
vi.mock("../lib/cache/shared-tags.ts", () => ({
  sharedTags: () => ({ loaded: Promise.resolve(), revalidate: async () => {} }),
}));
vi.mock("../lib/redis/outage.ts", () => ({ redisOutage: () => ({ failed() {}, answered() {} }) }));
vi.mock("../config/env.ts", async (importOriginal) => {
  const original = await importOriginal<typeof EnvModule>();
  return { ...original, env: () => ({ ...original.env(), redisUrl: "redis://127.0.0.1:6379" }) };
});

const { default: RedisCacheHandler, decodeEntry, encodeEntry } = await import("../lib/cache/redis-cache-handler.ts");
const { nodeFs } = (await import("next/dist/server/lib/node-fs-methods.js")) as unknown as {
  nodeFs: CacheHandlerContext["fs"];
};

let root: string;
let handler: InstanceType<typeof RedisCacheHandler>;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), "vitrine-cache-handler-"));
  await writeFile(path.join(root, "BUILD_ID"), "test-build");
  handler = new RedisCacheHandler({
    fs: nodeFs,
    serverDistDir: path.join(root, "server"),
    flushToDisk: true,
    revalidatedTags: [],
    _requestHeaders: {},
  });
});
afterEach(() => {
  redisStandIn.refusesWrites = false;
  vi.useRealTimers();
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A WordPress answer as Next's data cache keeps it. */
function answer(body: string) {
  return { kind: "FETCH", data: { headers: {}, body, status: 200, url: "" }, revalidate: 300, tags: [] } as never;
}
const fetchContext = { fetchCache: true, tags: [], fetchIdx: 0, fetchUrl: "" } as never;
const readContext = { kind: "FETCH", tags: [], softTags: [] } as never;

async function bodyOf(key: string): Promise<string | undefined> {
  const entry = await handler.get(key, readContext);
  return (entry?.value as { data?: { body?: string } } | null)?.data?.body;
}
function redisBody(key: string): string | undefined {
  const bytes = redisStandIn.store.get(`vitrine:cache:test-build:${key}`) as Buffer | undefined;
  return (bytes && (decodeEntry(bytes)?.value as { data?: { body?: string } } | null)?.data?.body) ?? undefined;
}
/** Past the access's wait after a failure (2 s), so that the next command asks Redis again. */
function afterRetryWait() {
  vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 3000 });
}

describe("a new copy Redis did not take", () => {
  it("is what the instance serves and shares once Redis answers, not Redis's older copy", async () => {
    // Both copies made within one millisecond, as a fast machine does: the newer is still the newer.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    await handler.set("page-a", answer("old title"), fetchContext);
    expect(redisBody("page-a")).toBe("old title");

    redisStandIn.refusesWrites = true;
    await handler.set("page-a", answer("new title"), fetchContext);
    expect(redisBody("page-a")).toBe("old title");

    redisStandIn.refusesWrites = false;
    afterRetryWait();
    expect(await bodyOf("page-a")).toBe("new title");
    await vi.waitFor(() => expect(redisBody("page-a")).toBe("new title"));
    // Shared: from now on Redis's copy is the instance's.
    expect(await bodyOf("page-a")).toBe("new title");
  });

  it("gives way to a copy Redis received later, from this instance or another", async () => {
    await handler.set("page-b", answer("first"), fetchContext);
    redisStandIn.refusesWrites = true;
    await handler.set("page-b", answer("second"), fetchContext);
    redisStandIn.refusesWrites = false;
    afterRetryWait();
    // Another instance rendered the page since, and Redis took its copy.
    const later = { lastModified: Date.now(), value: answer("third") } as never;
    redisStandIn.store.set("vitrine:cache:test-build:page-b", encodeEntry(later));
    expect(await bodyOf("page-b")).toBe("third");
    expect(redisBody("page-b")).toBe("third");
  });

  it("leaves Redis's copy when the disk does not hold the newer one after all", async () => {
    await handler.set("page-c", answer("in redis"), fetchContext);
    redisStandIn.refusesWrites = true;
    await handler.set("page-c", answer("lost"), fetchContext);
    await rm(path.join(root, "cache", "fetch-cache", "page-c"), { force: true });
    redisStandIn.refusesWrites = false;
    afterRetryWait();
    expect(await bodyOf("page-c")).toBe("in redis");
    expect(redisBody("page-c")).toBe("in redis");
  });
});
