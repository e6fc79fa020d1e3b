// The state several instances of the site share through Redis (REDIS_URL): the contact rate limit,
// WordPress's availability and the contact outbox, against a real redis-server on a free port.
// Each "instance" is its own Redis client, as each server process has its own.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { createSharedRateLimiter } from "../lib/contact/rate-limit.ts";
import { createRedis, type Redis } from "../lib/redis/client.ts";
import { freePort } from "../scripts/lib/free-port.ts";
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
    const admin = await connect();
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
});
