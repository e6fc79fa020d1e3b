// The state several instances of the site share through Redis (REDIS_URL): the contact rate limit,
// WordPress's availability and the contact outbox, against a real redis-server on a free port.
// Each "instance" is its own Redis client, as each server process has its own.
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { createOutboxWorker, type OutboxTimings } from "../lib/contact/outbox-worker.ts";
import type { OutboxEntry } from "../lib/contact/outbox.ts";
import { createSharedRateLimiter } from "../lib/server/rate-limit.ts";
import { redisOutbox } from "../lib/contact/redis-outbox.ts";
import type { ContactFormResult } from "../lib/wordpress/contact-form.ts";
import { createAvailability, redisAvailability } from "../lib/wordpress/availability.ts";
import { WordPressError } from "../lib/wordpress/errors.ts";
import { redisAccess } from "../lib/redis/available.ts";
import { createRedis, type Redis } from "../lib/redis/client.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { json, startStub, type Stub } from "./stub-server.ts";
import { hasRedisServer, noRedisServer, useRedisServer } from "./redis-server.ts";

if (!hasRedisServer) console.warn(noRedisServer);

const quiet = { warn: () => {}, info: () => {} };
/** What an instance's access to Redis is, on `client`'s connection. */
const accessOf = (connect: () => Promise<Redis | null>, log: Pick<Console, "warn" | "info"> = quiet) =>
  redisAccess("test", { connect, log });

describe.skipIf(!hasRedisServer)("state shared through Redis", () => {
  const { connect } = useRedisServer();

  describe("the contact rate limit", () => {
    it("counts the messages of all instances: the 11th is refused whichever instance takes it", async () => {
      const [one, two] = [await connect(), await connect()];
      const limits = [one, two].map((client) =>
        createSharedRateLimiter({
          max: 10,
          windowMs: 900_000,
          prefix: "vitrine:contact-rate",
          access: accessOf(async () => client),
        }),
      );
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
      const limits = [one, two].map((client) =>
        createSharedRateLimiter({
          max: 3,
          windowMs: 60_000,
          prefix: "vitrine:contact-rate",
          access: accessOf(async () => client),
        }),
      );
      const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => limits[i % 2]!.hit("203.0.113.9", 1000)));
      expect(answers.filter((wait) => wait === 0)).toHaveLength(3);
    });

    it("counts in the instance's memory while Redis does not answer, saying so once, and in Redis again when it does", async () => {
      const client = createRedis(`redis://127.0.0.1:${await freePort()}`);
      client.on("error", () => {});
      onTestFinished(() => {
        if (client.isOpen) client.destroy();
      });
      const lines: string[] = [];
      const log = { warn: (line: string) => lines.push(line), info: (line: string) => lines.push(line) };
      const limit = createSharedRateLimiter({
        max: 2,
        windowMs: 60_000,
        prefix: "vitrine:contact-rate",
        access: redisAccess("contact rate limit", { connect: () => client.connect(), log }),
      });
      await expect(limit.hit("a", 0)).resolves.toBe(0);
      await expect(limit.hit("a", 1)).resolves.toBe(0);
      await expect(limit.hit("a", 2)).resolves.toBe(60);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^\[contact rate limit\] Redis is not answering \(.*\): this instance goes on alone until it is back$/,
      );

      vi.useFakeTimers({ toFake: ["Date"] });
      onTestFinished(() => void vi.useRealTimers());
      const up = await connect();
      let reachable = false;
      const recovering = createSharedRateLimiter({
        max: 2,
        windowMs: 60_000,
        prefix: "vitrine:contact-rate",
        access: redisAccess("contact rate limit", {
          connect: async () => (reachable ? up : Promise.reject(new Error("connection refused"))),
          log,
        }),
      });
      await expect(recovering.hit("b", 0)).resolves.toBe(0);
      reachable = true;
      // Until the retry time, the instance goes on counting alone without asking Redis.
      await expect(recovering.hit("b", 1)).resolves.toBe(0);
      expect(await up.keys("vitrine:contact-rate:*")).toHaveLength(0);
      vi.setSystemTime(Date.now() + 2500);
      await expect(recovering.hit("b", 2)).resolves.toBe(0);
      expect(lines.at(-1)).toBe("[contact rate limit] Redis answers again: shared again");
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
      stub = await startStub((_req, res) =>
        wordpressUp.value ? json(res, 200, [{ id: 109 }]) : json(res, 503, { code: "down" }),
      );
      const lines: string[] = [];
      const instances = [];
      const clients = [];
      const listeners = async () =>
        Number(
          (await (await connect()).pubSubNumSub("vitrine:wordpress:availability"))["vitrine:wordpress:availability"],
        );
      const before = await listeners();
      for (const name of ["one", "two"]) {
        const client = await connect();
        clients.push(client);
        instances.push(
          createAvailability({
            wordpressUrl: stub.url,
            probeTimeoutMs: 1000,
            upHoldMs: 60_000,
            downHoldMs: 60_000,
            log: (level, line) => lines.push(`${name} ${level}: ${line}`),
            shared: redisAvailability(accessOf(async () => client)),
          }),
        );
      }
      // Both listen before the test speaks.
      await vi.waitFor(async () => expect(await listeners()).toBe(before + 2));
      return { one: instances[0]!, two: instances[1]!, clients, lines, probes: () => stub!.requests.length };
    }

    it("is the same on every instance: a failure one meets, a probe one makes, WordPress back", async () => {
      const wordpressUp = { value: true };
      const { one, two, clients, lines, probes } = await twoInstances(wordpressUp);
      await expect(one.check()).resolves.toMatchObject({ up: true });
      // The second instance is told the first one's answer, and does not probe.
      await vi.waitFor(() => expect(two.current()).toMatchObject({ up: true }));
      await expect(two.check()).resolves.toMatchObject({ up: true });
      // An instance started later takes it from Redis instead of probing.
      const later = await connect();
      const three = createAvailability({
        wordpressUrl: stub!.url,
        probeTimeoutMs: 1000,
        upHoldMs: 60_000,
        downHoldMs: 60_000,
        shared: redisAvailability(accessOf(async () => later)),
        log: () => {},
      });
      await expect(three.check()).resolves.toEqual(one.current());
      expect(probes()).toBe(1);

      one.reportFailure(
        new WordPressError("WordPress could not be reached at /wp-json/wp/v2/pages/163", {
          status: 503,
          code: "unreachable",
          url: "",
        }),
      );
      await vi.waitFor(() =>
        expect(two.current()).toMatchObject({
          up: false,
          whole: true,
          reason: "WordPress could not be reached at /wp-json/wp/v2/pages/163",
        }),
      );
      expect(lines).toContain(
        "two warn: unavailable: WordPress could not be reached at /wp-json/wp/v2/pages/163; pages rendered before are served from the cache, others answer 503",
      );

      wordpressUp.value = false;
      const stored = JSON.parse((await clients[0]!.get("vitrine:wordpress:availability")) ?? "null") as { up: boolean };
      expect(stored.up).toBe(false);
      expect(await clients[0]!.pTTL("vitrine:wordpress:availability")).toBeGreaterThan(0);

      wordpressUp.value = true;
      // A probe on the second instance finds WordPress back: the first one knows it without probing.
      const two2 = createAvailability({
        wordpressUrl: stub!.url,
        probeTimeoutMs: 1000,
        upHoldMs: 60_000,
        downHoldMs: 0,
        shared: redisAvailability(accessOf(async () => clients[1]!)),
        log: () => {},
      });
      await expect(two2.check()).resolves.toMatchObject({ up: true });
      await vi.waitFor(() => expect(one.current()).toMatchObject({ up: true }));
      await vi.waitFor(() => expect(two.current()).toMatchObject({ up: true }));
      // Each instance says the outage's end, with its duration by its own clock.
      expect(lines).toContainEqual(
        expect.stringMatching(new RegExp(`^one info: available again after \\d+ ms \\(${one.current()!.reason}\\)$`)),
      );
    });

    it("keeps each instance's own answer when Redis does not answer", async () => {
      stub = await startStub((_req, res) => json(res, 200, [{ id: 109 }]));
      const away = createAvailability({
        wordpressUrl: stub.url,
        probeTimeoutMs: 1000,
        upHoldMs: 60_000,
        downHoldMs: 60_000,
        log: () => {},
        shared: redisAvailability(accessOf(() => Promise.reject(new Error("connection refused")))),
      });
      await expect(away.check()).resolves.toMatchObject({ up: true });
      away.reportFailure(new WordPressError("no answer", { status: 503, code: "timeout", url: "" }));
      expect(away.current()).toMatchObject({ up: false, whole: true });
    });
    it("starts listening once Redis answers, when Redis was away as the instance started", async () => {
      stub = await startStub((_req, res) => json(res, 200, [{ id: 109 }]));
      vi.useFakeTimers({ toFake: ["Date"] });
      onTestFinished(() => void vi.useRealTimers());
      const listeners = async () =>
        Number(
          (await (await connect()).pubSubNumSub("vitrine:wordpress:availability"))["vitrine:wordpress:availability"],
        );
      const before = await listeners();
      const client = await connect();
      let reachable = false;
      const refused = async () => (reachable ? client : Promise.reject(new Error("connection refused")));
      const late = createAvailability({
        wordpressUrl: stub.url,
        probeTimeoutMs: 1000,
        upHoldMs: 60_000,
        downHoldMs: 60_000,
        log: () => {},
        shared: redisAvailability(accessOf(refused)),
      });
      await expect(late.check()).resolves.toMatchObject({ up: true });
      expect(await listeners()).toBe(before);

      reachable = true;
      vi.setSystemTime(Date.now() + 2500);
      // Its next answer reaches Redis, and it listens from then on.
      late.reportFailure(new WordPressError("no answer", { status: 503, code: "timeout", url: "" }));
      await vi.waitFor(async () => expect(await listeners()).toBe(before + 1));
      const other = createAvailability({
        wordpressUrl: stub.url,
        probeTimeoutMs: 1000,
        upHoldMs: 60_000,
        downHoldMs: 0,
        log: () => {},
        shared: redisAvailability(accessOf(connect)),
      });
      await expect(other.check()).resolves.toMatchObject({ up: true });
      await vi.waitFor(() => expect(late.current()).toMatchObject({ up: true }));
    });
  });

  describe("the contact outbox", () => {
    const message = { name: "Ada", email: "ada@example.org", subject: "Sujet", message: "Bonjour", consent: true };
    const delivery = { formId: 501, language: "fr" as const, containerPostId: 332, userAgent: "Mozilla/5.0" };
    const timings: OutboxTimings = {
      pollSeconds: 1,
      retrySeconds: 10,
      maxRetrySeconds: 60,
      maxAgeHours: 1,
      keepDays: 2,
      leaseSeconds: 60,
    };
    const lost: ContactFormResult = { status: "failed", reason: "timeout", httpStatus: 504, code: "timeout" };

    /** An instance's outbox and worker; `send` is Contact Form 7 as that instance reaches it. */
    async function instance(clock: { now: number }, send: (entry: OutboxEntry) => Promise<ContactFormResult>) {
      const client = await connect();
      const outbox = redisOutbox(async () => client);
      const lines: string[] = [];
      const worker = createOutboxWorker({
        outbox,
        timings,
        send,
        now: () => clock.now,
        random: () => 0.5,
        log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
      });
      return { client, outbox, worker, lines };
    }

    const queue = (outbox: ReturnType<typeof redisOutbox>, id: string, at: number) =>
      outbox.add({
        id,
        message,
        delivery,
        receivedAt: at,
        nextAttemptAt: at + timings.retrySeconds * 1000,
        lastError: "unreachable",
      });

    it("has each message delivered by one worker, whichever instance received it", async () => {
      const clock = { now: 0 };
      const received: string[] = [];
      const send = async (entry: OutboxEntry): Promise<ContactFormResult> => {
        received.push(entry.id);
        await new Promise((resolve) => setTimeout(resolve, 5)); // both workers overlap
        return { status: "mail_sent" };
      };
      const [one, two] = [await instance(clock, send), await instance(clock, send)];
      for (let i = 0; i < 30; i++) await queue(i % 2 ? one.outbox : two.outbox, `m${i}`, i);
      clock.now = 20_000;
      await Promise.all([one.worker.tick(), two.worker.tick()]);
      await Promise.all([one.worker.tick(), two.worker.tick()]);
      expect(received.toSorted()).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}`).toSorted());
      expect(await one.outbox.counts()).toEqual({ waiting: 0, reported: 0 });
      // Both worked.
      expect(one.lines.length).toBeGreaterThan(0);
      expect(two.lines.length).toBeGreaterThan(0);
      expect(await one.client.keys("vitrine:contact-outbox:*")).toEqual([]);
    });

    it("gives a message claimed by a worker that stopped to another once its lease is over, with the same idempotency key", async () => {
      const clock = { now: 0 };
      const keys: string[] = [];
      const one = await instance(clock, async () => new Promise<never>(() => {})); // stops mid-delivery, never answers
      const two = await instance(clock, async (entry) => {
        keys.push(entry.id);
        return { status: "mail_sent" };
      });
      await queue(one.outbox, "m1", 0);
      clock.now = 10_000;
      void one.worker.tick();
      await vi.waitFor(async () =>
        expect((await one.client.hGet("vitrine:contact-outbox:message:m1", "claim")) ?? "").not.toBe(""),
      );
      await two.worker.tick();
      expect(keys).toEqual([]);
      clock.now = 10_000 + 60_000;
      await two.worker.tick();
      expect(keys).toEqual(["m1"]);
      expect(await two.outbox.counts()).toEqual({ waiting: 0, reported: 0 });
    });

    it("keeps what a worker found about a message only while it holds it", async () => {
      const clock = { now: 0 };
      const { outbox } = await instance(clock, async () => ({ status: "mail_sent" }));
      await queue(outbox, "m1", 0);
      const [first] = await outbox.claim(10_000, 1, 60_000);
      const [second] = await outbox.claim(70_000, 1, 60_000);
      expect(first?.claim).toBeTruthy();
      expect(second?.claim).toBeTruthy();
      expect(second?.claim).not.toBe(first?.claim);
      // The first worker's late answer changes nothing; the holder's does.
      await outbox.retryLater("m1", 500_000, "timeout", first!.claim);
      await expect(outbox.markReported("m1", "refused", first!.claim)).resolves.toBe(false);
      await outbox.retryLater("m1", 200_000, "timeout", second!.claim);
      expect(await outbox.claim(199_999, 1, 60_000)).toEqual([]);
      expect(await outbox.claim(200_000, 1, 60_000)).toMatchObject([{ id: "m1", attempts: 2, lastError: "timeout" }]);
    });

    it("loses nothing across a restart, and retries a delivery whose answer was lost with the same idempotency key", async () => {
      const clock = { now: 0 };
      const before = await instance(clock, async () => lost);
      for (const id of ["a", "b", "c"]) await queue(before.outbox, id, 0);
      clock.now = 10_000;
      await before.worker.tick();
      before.client.destroy();

      const sent: OutboxEntry[] = [];
      const after = await instance(clock, async (entry) => {
        sent.push(entry);
        return { status: "mail_sent" };
      });
      expect(await after.outbox.counts()).toEqual({ waiting: 3, reported: 0 });
      clock.now = 10_000 + 20_000;
      await after.worker.tick();
      expect(sent.map((entry) => [entry.id, entry.attempts, entry.lastError])).toEqual([
        ["a", 2, "timeout (504 timeout)"],
        ["b", 2, "timeout (504 timeout)"],
        ["c", 2, "timeout (504 timeout)"],
      ]);
      expect(sent[0]).toMatchObject({ message, delivery, receivedAt: 0 });
      expect(await after.outbox.counts()).toEqual({ waiting: 0, reported: 0 });
    });

    it("reports a message past its age once, whichever worker sees it first", async () => {
      const clock = { now: 0 };
      const [one, two] = [await instance(clock, async () => lost), await instance(clock, async () => lost)];
      await queue(one.outbox, "late", 0);
      clock.now = 3_600_001;
      await Promise.all([one.worker.tick(), two.worker.tick()]);
      expect(
        [...one.lines, ...two.lines].filter((line) => line.includes("could not be delivered in 1 h")),
      ).toHaveLength(1);
      expect(await one.outbox.counts()).toEqual({ waiting: 0, reported: 1 });
      // Kept, without expiry, until pruned.
      expect(await one.client.pTTL("vitrine:contact-outbox:message:late")).toBe(-1);
    });
  });
});
