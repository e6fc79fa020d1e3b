// The state several instances of the site share through Redis (REDIS_URL): the contact rate limit,
// WordPress's availability and the contact outbox, against a real redis-server on a free port.
// Each "instance" is its own Redis client, as each server process has its own.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createSharedRateLimiter } from "../lib/contact/rate-limit.ts";
import { createAvailability, redisAvailability } from "../lib/wordpress/availability.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";
import { createRedis, type Redis } from "../lib/redis/client.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { json, startStub, type Stub } from "./stub-server.ts";
import { hasRedisServer, noRedisServer, startRedisServer, type RedisServer } from "./redis-server.ts";

if (!hasRedisServer) console.warn(noRedisServer);

describe.skipIf(!hasRedisServer)("state shared through Redis", () => {
  let server: RedisServer;
  let clients: Redis[] = [];

  beforeAll(async () => {
    server = await startRedisServer();
  });
  afterAll(async () => {
    await server?.stop();
  });
  afterEach(async () => {
    for (const client of clients) if (client.isOpen) client.destroy();
    clients = [];
    const admin = createRedis(server.url);
    await admin.connect();
    await admin.flushAll();
    admin.destroy();
  });

  /** A new connection, as a new instance of the site (or the same one restarted) opens. */
  async function connect(url = server.url): Promise<Redis> {
    const client = createRedis(url);
    clients.push(client);
    await client.connect();
    return client;
  }

  describe("the contact rate limit", () => {
    it("counts the messages of all instances: the 11th is refused whichever instance takes it", async () => {
      const [one, two] = [await connect(), await connect()];
      const limits = [one, two].map((client) => createSharedRateLimiter({ max: 10, windowMs: 900_000, connection: async () => client }));
      const answers: number[] = [];
      for (let i = 0; i < 10; i++) answers.push(await limits[i % 2]!.hit("203.0.113.9", 1000 + i));
      expect(answers).toEqual(Array(10).fill(0));
      for (const limit of limits) {
        await expect(limit.retryAfter("203.0.113.9", 2000)).resolves.toBe(899);
        await expect(limit.hit("203.0.113.9", 2000)).resolves.toBe(899);
      }
      // Another address is not affected; the first message leaves the window after 900 s.
      await expect(limits[1]!.hit("198.51.100.7", 2000)).resolves.toBe(0);
      await expect(limits[0]!.hit("203.0.113.9", 901_000)).resolves.toBe(0);
      // The address is not stored as such, and its count expires with the window.
      const keys = await one.keys("vitrine:contact-rate:*");
      expect(keys).toHaveLength(2);
      expect(keys.join()).not.toContain("203.0.113.9");
      expect(await one.pTTL(keys[0]!)).toBeGreaterThan(0);
    });

    it("gives the last place to one of two instances asking at once", async () => {
      const [one, two] = [await connect(), await connect()];
      const limits = [one, two].map((client) => createSharedRateLimiter({ max: 3, windowMs: 60_000, connection: async () => client }));
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => limits[i % 2]!.hit("203.0.113.9", 1000)));
      expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    });

    it("counts in the instance's memory while Redis does not answer, saying so once, and in Redis again when it does", async () => {
      const client = createRedis(`redis://127.0.0.1:${await freePort()}`);
      clients.push(client);
      client.on("error", () => {});
      const lines: string[] = [];
      const limit = createSharedRateLimiter({ max: 2, windowMs: 60_000, connection: () => client.connect(), log: (line) => lines.push(line) });
      await expect(limit.hit("a", 0)).resolves.toBe(0);
      await expect(limit.hit("a", 1)).resolves.toBe(0);
      await expect(limit.hit("a", 2)).resolves.toBe(60);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\[contact\] Redis did not answer the rate limit .*: this instance counts on its own until it does$/);

      const up = await connect();
      let reachable = false;
      const recovering = createSharedRateLimiter({ max: 2, windowMs: 60_000, connection: async () => (reachable ? up : Promise.reject(new Error("connection refused"))), log: (line) => lines.push(line) });
      await expect(recovering.hit("b", 0)).resolves.toBe(0);
      reachable = true;
      await expect(recovering.hit("b", 1)).resolves.toBe(0);
      expect(lines.at(-1)).toBe("[contact] the rate limit counts in Redis again");
      expect(await up.keys("vitrine:contact-rate:*")).toHaveLength(1);
    });
  });

  describe("WordPress's availability", () => {
    let stub: Stub | undefined;
    afterEach(async () => {
      await stub?.close();
      stub = undefined;
    });

    /** Two instances watching the same WordPress, sharing their answers. */
    async function twoInstances(wordpressUp: { value: boolean }) {
      stub = await startStub((_req, res) => (wordpressUp.value ? json(res, 200, [{ id: 109 }]) : json(res, 503, { code: "down" })));
      const lines: string[] = [];
      const instances = [];
      const listeners = async () => Number((await (await connect()).pubSubNumSub("vitrine:wordpress:availability"))["vitrine:wordpress:availability"]);
      const before = await listeners();
      for (const name of ["one", "two"]) {
        const client = await connect();
        instances.push(
          createAvailability({
            wordpressUrl: stub.url,
            probeTimeoutMs: 1000,
            upHoldMs: 60_000,
            downHoldMs: 60_000,
            log: (level, line) => lines.push(`${name} ${level}: ${line}`),
            shared: redisAvailability(async () => client),
          }),
        );
      }
      // Both listen before the test speaks.
      await vi.waitFor(async () => expect(await listeners()).toBe(before + 2));
      return { one: instances[0]!, two: instances[1]!, lines, probes: () => stub!.requests.length };
    }

    it("is the same on every instance: a failure one meets, a probe one makes, WordPress back", async () => {
      const wordpressUp = { value: true };
      const { one, two, lines, probes } = await twoInstances(wordpressUp);
      await expect(one.check()).resolves.toMatchObject({ up: true });
      // The second instance takes the first one's answer instead of probing.
      await expect(two.check()).resolves.toMatchObject({ up: true });
      expect(probes()).toBe(1);

      one.reportFailure(new WordPressError("WordPress could not be reached at /wp-json/wp/v2/pages/163", { status: 503, code: "unreachable", url: "" }));
      await vi.waitFor(() => expect(two.current()).toMatchObject({ up: false, whole: true, reason: "WordPress could not be reached at /wp-json/wp/v2/pages/163" }));
      expect(lines).toContain("two error: [wordpress] unavailable: WordPress could not be reached at /wp-json/wp/v2/pages/163; pages rendered before are served from the cache, others answer 503");

      wordpressUp.value = false;
      const stored = JSON.parse((await clients[1]!.get("vitrine:wordpress:availability")) ?? "null") as { up: boolean };
      expect(stored.up).toBe(false);
      expect(await clients[1]!.pTTL("vitrine:wordpress:availability")).toBeGreaterThan(0);

      wordpressUp.value = true;
      // A probe on the second instance finds WordPress back: the first one knows it without probing.
      const two2 = createAvailability({ wordpressUrl: stub!.url, probeTimeoutMs: 1000, upHoldMs: 60_000, downHoldMs: 0, shared: redisAvailability(async () => clients[2]!), log: () => {} });
      await expect(two2.check()).resolves.toMatchObject({ up: true });
      await vi.waitFor(() => expect(one.current()).toMatchObject({ up: true }));
      await vi.waitFor(() => expect(two.current()).toMatchObject({ up: true }));
      expect(lines).toContain("one info: [wordpress] available again (" + one.current()!.reason + ")");
    });

    it("keeps each instance's own answer when Redis does not answer", async () => {
      stub = await startStub((_req, res) => json(res, 200, [{ id: 109 }]));
      const away = createAvailability({ wordpressUrl: stub.url, probeTimeoutMs: 1000, upHoldMs: 60_000, downHoldMs: 60_000, log: () => {}, shared: redisAvailability(() => Promise.reject(new Error("connection refused"))) });
      await expect(away.check()).resolves.toMatchObject({ up: true });
      away.reportFailure(new WordPressError("no answer", { status: 503, code: "timeout", url: "" }));
      expect(away.current()).toMatchObject({ up: false, whole: true });
    });
  });
});
