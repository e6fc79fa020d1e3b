// The site's contact outbox and its worker, one per server process (on globalThis: the server
// action and instrumentation.ts are separate bundles of the same process), configured by
// CONTACT_OUTBOX_FILE, CONTACT_OUTBOX_RETRY_SECONDS and CONTACT_OUTBOX_MAX_AGE_HOURS. With
// REDIS_URL, the outbox is in Redis, shared by the instances (redis-outbox.ts); otherwise in the
// SQLite file.
import path from "node:path";
import { contactSettings } from "../../config/env.ts";
import { contactOutboxTimings } from "../../config/site.ts";
import { redis, usesRedis } from "../redis/client.ts";
import { withDeadline } from "../redis/deadline.ts";
import { sendContactMessage, type ContactDelivery, type ContactMessage } from "../wordpress/contact-form.ts";
import { openOutbox, type Outbox } from "./outbox.ts";
import { createOutboxWorker, type OutboxTimings, type OutboxWorker } from "./outbox-worker.ts";
import { redisOutbox } from "./redis-outbox.ts";
import { logger } from "../server/log.ts";

interface ContactOutbox {
  outbox: Outbox;
  worker: OutboxWorker;
  timings: OutboxTimings;
}

const key = Symbol.for("vitrine.contact-outbox");
type Holder = { [key]?: ContactOutbox };

function timings(): OutboxTimings {
  const { retrySeconds, maxAgeHours } = contactSettings().outbox;
  return {
    ...contactOutboxTimings,
    pollSeconds: Math.min(contactOutboxTimings.pollSeconds, retrySeconds),
    retrySeconds,
    maxAgeHours,
  };
}

/** The instances' Redis connection, failing (rather than waiting) while Redis does not answer. */
async function sharedConnection() {
  const client = await withDeadline(redis());
  if (!client) throw new Error("REDIS_URL is not set");
  return client;
}

/** The process's outbox, opened on first use. */
export function contactOutbox(): ContactOutbox {
  const holder = globalThis as Holder;
  if (!holder[key]) {
    const outbox = usesRedis()
      ? redisOutbox(sharedConnection)
      : openOutbox(path.resolve(contactSettings().outbox.file));
    const settings = timings();
    const worker = createOutboxWorker({
      outbox,
      timings: settings,
      send: (entry) => sendContactMessage(entry.message, { ...entry.delivery, idempotencyKey: entry.id }),
    });
    holder[key] = { outbox, worker, timings: settings };
  }
  return holder[key];
}

/** Keeps a message whose delivery just failed (with `lastError`), for the worker to deliver. */
export async function queueContactMessage(
  id: string,
  message: ContactMessage,
  delivery: ContactDelivery,
  lastError: string,
): Promise<void> {
  const { outbox, timings: settings } = contactOutbox();
  const now = Date.now();
  await outbox.add({
    id,
    message,
    delivery,
    receivedAt: now,
    nextAttemptAt: now + settings.retrySeconds * 1000,
    lastError,
  });
  logger("contact").warn(`[contact-outbox] message ${id} kept for delivery: ${lastError}`);
}

/** How many messages wait and how many were reported (/api/ready); what went wrong when the outbox cannot say. */
export async function contactOutboxCounts(): Promise<{ waiting: number; reported: number } | { error: string }> {
  try {
    return await contactOutbox().outbox.counts();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/** How many messages wait and when the oldest was received, for the metrics (lib/server/metrics.ts). */
export async function contactOutboxReading(): Promise<{ waiting: number; oldestReceivedAt: number | null }> {
  const { outbox } = contactOutbox();
  const [{ waiting }, oldestReceivedAt] = await Promise.all([outbox.counts(), outbox.oldestWaiting()]);
  return { waiting, oldestReceivedAt };
}

/** Starts delivering (instrumentation.ts, once the server is up): messages left from before a restart included. */
export function startContactOutbox(): void {
  contactOutbox().worker.start();
}
