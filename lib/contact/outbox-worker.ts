// Delivers the contact outbox (outbox.ts): every few seconds, the messages due are sent to Contact
// Form 7 with their idempotency key; a message WordPress cannot take yet waits longer each time
// (exponential backoff with jitter, up to a ceiling); one WordPress refuses for good, or still
// not delivered after its maximum age, is reported in the log and kept (never dropped silently)
// until it is pruned. One worker per server process (instrumentation.ts starts it in the site's
// server). With a shared outbox, each worker claims a message before sending it, so one worker
// delivers it; the idempotency key keeps a message sent twice anyway (a worker that stopped
// mid-delivery, its claim expired) or retried after an answer that was lost, from reaching anyone
// twice.
import type { ContactFormResult } from "../wordpress/contact-form.ts";
import { logger } from "../server/log.ts";
import type { Outbox, OutboxEntry } from "./outbox.ts";

const contactLog = logger("contact");
const defaultLog: OutboxLog = {
  info: (line) => contactLog.info(line),
  error: (line) => contactLog.error(line),
};

export interface OutboxTimings {
  /** How often the outbox is read for messages due. */
  pollSeconds: number;
  /** The first wait after a failed delivery; doubled after each one. */
  retrySeconds: number;
  /** The longest wait between two attempts. */
  maxRetrySeconds: number;
  /** A message not delivered within this age is reported and no longer tried. */
  maxAgeHours: number;
  /** A reported message is deleted at this age. */
  keepDays: number;
  /** How long a claimed message is this worker's alone (longer than a delivery takes). */
  leaseSeconds: number;
}

export interface OutboxLog {
  info(line: string): void;
  error(line: string): void;
}

export interface OutboxWorker {
  /** One pass: report overdue messages, prune old ones, deliver those due. */
  tick(): Promise<void>;
  start(): void;
  stop(): void;
}

/** What a delivery's result means for the message. */
export function outcomeOf(result: ContactFormResult): "delivered" | "retry" | "undeliverable" {
  switch (result.status) {
    case "mail_sent":
      return "delivered";
    // Contact Form 7 could not send the mail (its mail server): it sends it when asked again.
    case "mail_failed":
      return "retry";
    case "failed":
      return ["timeout", "unreachable", "server_error", "invalid_response", "rate_limited"].includes(result.reason)
        ? "retry"
        : "undeliverable";
    default:
      return "undeliverable";
  }
}

function describe(result: ContactFormResult): string {
  return result.status === "failed" ? `${result.reason} (${result.httpStatus} ${result.code})` : result.status;
}

interface WorkerOptions {
  outbox: Outbox;
  send: (entry: OutboxEntry) => Promise<ContactFormResult>;
  timings: OutboxTimings;
  log?: OutboxLog;
  now?: () => number;
  random?: () => number;
}

type Worker = Required<WorkerOptions>;

/** The wait after `attempts` failed deliveries: retrySeconds, then twice as long each time. */
function backoffMs({ timings, random }: Worker, attempts: number): number {
  const base = Math.min(timings.retrySeconds * 2 ** Math.max(0, attempts - 1), timings.maxRetrySeconds) * 1000;
  // ±20 %: instances that failed together do not all try again in the same second.
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** Reports the messages past their maximum age, and deletes those reported long enough ago. */
async function reportOverdue({ outbox, timings, log }: Worker, at: number): Promise<void> {
  for (const entry of await outbox.overdue(at - timings.maxAgeHours * 3_600_000)) {
    // Reported by one worker only.
    if (!(await outbox.markReported(entry.id, entry.lastError ?? "never answered"))) continue;
    log.error(
      `[contact-outbox] message ${entry.id} (received ${new Date(entry.receivedAt).toISOString()}) could not be delivered in ${timings.maxAgeHours} h: ${entry.attempts} attempts, last: ${entry.lastError ?? "none"}. It is kept in the outbox for ${timings.keepDays} days; deliver it by hand (docs/operations/contact-outbox.md).`,
    );
  }
  for (const id of await outbox.prune(at - timings.keepDays * 86_400_000)) {
    log.error(`[contact-outbox] message ${id}, reported as undelivered, deleted after ${timings.keepDays} days`);
  }
}

/** Sends one claimed message, and removes it, puts it off or reports it as its result says. */
async function deliver(worker: Worker, entry: OutboxEntry): Promise<void> {
  const { outbox, log, timings } = worker;
  let result: ContactFormResult;
  try {
    result = await worker.send(entry);
  } catch (error) {
    result = {
      status: "failed",
      reason: "invalid_response",
      httpStatus: 0,
      code: error instanceof Error ? error.message : String(error),
    };
  }
  const outcome = outcomeOf(result);
  if (outcome === "delivered") {
    await outbox.remove(entry.id);
    log.info(`[contact-outbox] message ${entry.id} delivered (attempt ${entry.attempts + 1})`);
  } else if (outcome === "retry") {
    await outbox.retryLater(
      entry.id,
      worker.now() + backoffMs(worker, entry.attempts + 1),
      describe(result),
      entry.claim,
    );
  } else {
    if (await outbox.markReported(entry.id, describe(result), entry.claim))
      log.error(
        `[contact-outbox] message ${entry.id} refused by Contact Form 7: ${describe(result)}. It is kept in the outbox for ${timings.keepDays} days.`,
      );
  }
}

export function createOutboxWorker(options: WorkerOptions): OutboxWorker {
  const worker: Worker = {
    ...options,
    log: options.log ?? defaultLog,
    now: options.now ?? Date.now,
    random: options.random ?? Math.random,
  };
  const { outbox, timings, log, now } = worker;
  let running: Promise<void> | null = null;
  let timer: ReturnType<typeof setInterval> | undefined;

  async function pass(): Promise<void> {
    await reportOverdue(worker, now());
    // One message claimed at a time, so that its lease covers its delivery alone; at most 20 a pass.
    for (let count = 0; count < 20; count++) {
      const [entry] = await outbox.claim(now(), 1, timings.leaseSeconds * 1000);
      if (!entry) break;
      await deliver(worker, entry);
    }
  }

  return {
    tick() {
      // One pass at a time; a tick during one waits for it.
      running ??= pass().finally(() => {
        running = null;
      });
      return running;
    },
    start() {
      if (timer) return;
      // An outbox that cannot be read (Redis away) is said once, and once when it can again.
      let failing = false;
      const run = () =>
        void this.tick().then(
          () => {
            if (failing) log.info("[contact-outbox] the outbox can be read again");
            failing = false;
          },
          (error: unknown) => {
            if (!failing)
              log.error(
                `[contact-outbox] ${error instanceof Error ? error.message : String(error)}; tried again every ${timings.pollSeconds} s`,
              );
            failing = true;
          },
        );
      timer = setInterval(run, timings.pollSeconds * 1000);
      timer.unref();
      run();
    },
    stop() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
