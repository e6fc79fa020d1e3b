import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, onTestFinished, vi } from "vitest";
import { openOutbox, type Outbox, type OutboxEntry } from "../lib/contact/outbox.ts";
import { createOutboxWorker, outcomeOf, type OutboxTimings } from "../lib/contact/outbox-worker.ts";
import { redisOutbox } from "../lib/contact/redis-outbox.ts";
import type { ContactFormResult } from "../lib/wordpress/contact-form.ts";
import { hasRedisServer, noRedisServer, useRedisServer } from "./redis-server.ts";

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
const down: ContactFormResult = { status: "failed", reason: "unreachable", httpStatus: 503, code: "unreachable" };

let opened: Outbox[] = [];
let dirs: string[] = [];
afterEach(async () => {
  for (const outbox of opened) await outbox.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  opened = [];
  dirs = [];
});

function open(file = ":memory:"): Outbox {
  const outbox = openOutbox(file);
  opened.push(outbox);
  return outbox;
}

function queue(outbox: Outbox, id: string, at: number): Promise<void> {
  return outbox.add({
    id,
    message,
    delivery,
    receivedAt: at,
    nextAttemptAt: at + timings.retrySeconds * 1000,
    lastError: "unreachable",
  });
}

describe("the contact outbox", () => {
  it("keeps messages on disk across a restart, and gives each due one back once delivered", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "vitrine-outbox-"));
    dirs.push(dir);
    const file = path.join(dir, "nested", "outbox.sqlite");
    const first = openOutbox(file);
    await queue(first, "a", 1000);
    await queue(first, "b", 2000);
    await first.close();

    const again = open(file);
    expect(await again.counts()).toEqual({ waiting: 2, reported: 0 });
    expect(await again.claim(5000, 10, 60_000)).toEqual([]);
    const due = await again.claim(12_000, 10, 60_000);
    expect(due.map((entry) => entry.id)).toEqual(["a", "b"]);
    expect(due[0]).toMatchObject({
      message,
      delivery,
      receivedAt: 1000,
      attempts: 1,
      lastError: "unreachable",
      reported: false,
    });
    await again.remove("a");
    await again.retryLater("b", 50_000, "timeout");
    expect(await again.claim(20_000, 10, 60_000)).toEqual([]);
    expect(await again.claim(50_000, 10, 60_000)).toMatchObject([{ id: "b", attempts: 2, lastError: "timeout" }]);
  });
});

function workerTests(store: string, openStore: () => Promise<Outbox>): void {
  describe(`the contact outbox's worker (${store})`, () => {
    async function setup(answers: Array<ContactFormResult | Error>) {
      const outbox = await openStore();
      const sent: OutboxEntry[] = [];
      const lines: string[] = [];
      let clock = 0;
      const worker = createOutboxWorker({
        outbox,
        timings,
        now: () => clock,
        random: () => 0.5,
        log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
        send: async (entry) => {
          sent.push(entry);
          const answer = answers.shift() ?? { status: "mail_sent" };
          if (answer instanceof Error) throw answer;
          return answer;
        },
      });
      return { outbox, worker, sent, lines, at: (ms: number) => (clock = ms) };
    }

    it("delivers a message once WordPress answers, waiting twice as long after each failure", async () => {
      const { outbox, worker, sent, lines, at } = await setup([
        down,
        new Error("socket hang up"),
        { status: "mail_sent" },
      ]);
      await queue(outbox, "m1", 0);
      at(9_999);
      await worker.tick();
      expect(sent).toHaveLength(0);
      at(10_000);
      await worker.tick();
      // Second failure: 20 s (10 × 2), then the third 40 s, capped at 60.
      at(29_999);
      await worker.tick();
      expect(sent).toHaveLength(1);
      at(30_000);
      await worker.tick();
      expect(sent).toHaveLength(2);
      at(69_999);
      await worker.tick();
      expect(sent).toHaveLength(2);
      at(70_000);
      await worker.tick();
      expect(sent.map((entry) => entry.id)).toEqual(["m1", "m1", "m1"]);
      expect(await outbox.counts()).toEqual({ waiting: 0, reported: 0 });
      expect(lines).toEqual(["[contact-outbox] message m1 delivered (attempt 4)"]);
    });

    it("reports a message Contact Form 7 refuses for good, and one past its age, and keeps both until pruned", async () => {
      const { outbox, worker, lines, at } = await setup([
        { status: "validation_failed", fields: ["email"], unknownFields: 0 },
        down,
        down,
      ]);
      await queue(outbox, "refused", 0);
      await queue(outbox, "late", 1000);
      at(11_000);
      await worker.tick();
      expect(await outbox.counts()).toEqual({ waiting: 1, reported: 1 });
      expect(lines[0]).toMatch(
        /^\[contact-outbox\] message refused refused by Contact Form 7: validation_failed\. It is kept in the outbox for 2 days\.$/,
      );
      at(3_600_000 + 1001);
      await worker.tick();
      expect(await outbox.counts()).toEqual({ waiting: 0, reported: 2 });
      expect(lines[1]).toMatch(
        /^\[contact-outbox\] message late \(received 1970-01-01T00:00:01\.000Z\) could not be delivered in 1 h: \d+ attempts, last: unreachable/,
      );
      at(2 * 86_400_000 + 1001);
      await worker.tick();
      expect(await outbox.counts()).toEqual({ waiting: 0, reported: 0 });
      expect(lines.slice(2)).toEqual([
        "[contact-outbox] message refused, reported as undelivered, deleted after 2 days",
        "[contact-outbox] message late, reported as undelivered, deleted after 2 days",
      ]);
    });

    it("runs one pass at a time", async () => {
      const { outbox, worker, sent, at } = await setup([]);
      await queue(outbox, "m1", 0);
      at(10_000);
      await Promise.all([worker.tick(), worker.tick(), worker.tick()]);
      expect(sent).toHaveLength(1);
    });
  });
}

workerTests("SQLite", async () => open());

if (!hasRedisServer) console.warn(noRedisServer);
describe.skipIf(!hasRedisServer)("the outbox in Redis", () => {
  const { connect } = useRedisServer();
  workerTests("Redis", async () => {
    const client = await connect();
    return redisOutbox(async () => client);
  });
});

describe("the contact outbox's worker, started", () => {
  it("says once that the outbox cannot be read, and once that it can again", async () => {
    vi.useFakeTimers();
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const outbox = open();
    let away = true;
    const claim = outbox.claim.bind(outbox);
    outbox.claim = (...args) =>
      away ? Promise.reject(new Error("Redis did not answer within 1000 ms")) : claim(...args);
    const lines: string[] = [];
    const worker = createOutboxWorker({
      outbox,
      timings,
      send: async () => ({ status: "mail_sent" }),
      log: { info: (line) => lines.push(line), error: (line) => lines.push(line) },
    });
    worker.start();
    onTestFinished(() => worker.stop());
    await vi.advanceTimersByTimeAsync(3500);
    expect(lines).toEqual(["[contact-outbox] Redis did not answer within 1000 ms; tried again every 1 s"]);
    away = false;
    await vi.advanceTimersByTimeAsync(1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(lines.slice(1)).toEqual(["[contact-outbox] the outbox can be read again"]);
  });
});

describe("what a delivery's result means", () => {
  it("retries what WordPress may take later, and only that", () => {
    expect(outcomeOf({ status: "mail_sent" })).toBe("delivered");
    for (const reason of ["timeout", "unreachable", "server_error", "invalid_response", "rate_limited"] as const) {
      expect(outcomeOf({ status: "failed", reason, httpStatus: 503, code: "x" })).toBe("retry");
    }
    expect(outcomeOf({ status: "mail_failed" })).toBe("retry");
    for (const reason of [
      "form_not_found",
      "unsupported_media_type",
      "invalid_unit_tag",
      "too_large",
      "bad_request",
    ] as const) {
      expect(outcomeOf({ status: "failed", reason, httpStatus: 400, code: "x" })).toBe("undeliverable");
    }
    expect(outcomeOf({ status: "spam" })).toBe("undeliverable");
    expect(outcomeOf({ status: "acceptance_missing" })).toBe("undeliverable");
  });
});
