// The contact outbox: messages Contact Form 7 could not take (WordPress down, slow, failing) are
// kept until a worker delivers them (outbox-worker.ts): on disk, in an SQLite file (Node.js's
// built-in node:sqlite), here; in Redis when the instances share one (redis-outbox.ts), behind the
// same interface. Each message has an id that goes to Contact Form 7 as its idempotency key,
// so that a delivery retried after a lost answer is not sent twice (docs/wordpress/).
//
// What is kept, and for how long (docs/operations/contact-outbox.md): the five fields the visitor
// typed, the page's language, the form and page ids, the visitor's User-Agent, when it was
// received and the delivery attempts. Not the visitor's address. A message is deleted once
// delivered; one not delivered within its maximum age is reported (logged) and kept, marked,
// until it is `keepDays` old, then deleted (logged).
import { mkdirSync } from "node:fs";
import path from "node:path";
import type * as Sqlite from "node:sqlite";
import type { ContactDelivery, ContactMessage } from "../wordpress/contact-form.ts";

export interface OutboxEntry {
  /** A random id, sent as the idempotency key. */
  id: string;
  message: ContactMessage;
  delivery: ContactDelivery;
  /** Epoch milliseconds. */
  receivedAt: number;
  /** Deliveries tried so far (the first, when the visitor sent it, included). */
  attempts: number;
  nextAttemptAt: number;
  lastError: string | null;
  /** Reported as overdue or undeliverable: no more attempts. */
  reported: boolean;
  /** The worker's hold on a message it claimed from a shared outbox (none for the SQLite file). */
  claim?: string;
}

export interface Outbox {
  /** A message whose first delivery failed with `lastError`: the next attempt at `nextAttemptAt`. */
  add(
    entry: Pick<OutboxEntry, "id" | "message" | "delivery" | "receivedAt" | "nextAttemptAt" | "lastError">,
  ): Promise<void>;
  /**
   * Up to `limit` messages due for an attempt at `now`, for this worker alone for `leaseMs`: a
   * worker that stops before it says what became of one leaves it to the others after that.
   * One process uses the SQLite file, whose worker runs one pass at a time: it needs no lease.
   */
  claim(now: number, limit: number, leaseMs: number): Promise<OutboxEntry[]>;
  /** Delivered: gone from the outbox. */
  remove(id: string): Promise<void>;
  /** Not delivered this time: the next attempt at `nextAttemptAt` (unless another worker holds it since, its `claim` lost). */
  retryLater(id: string, nextAttemptAt: number, lastError: string, claim?: string): Promise<void>;
  /** No more attempts (undeliverable, or past its age): kept until pruned. False when it was reported already (by another worker) or is gone. */
  markReported(id: string, lastError: string, claim?: string): Promise<boolean>;
  /** Messages received before `before` and not yet reported. */
  overdue(before: number): Promise<OutboxEntry[]>;
  /** Deletes reported messages received before `before`; answers their ids. */
  prune(before: number): Promise<string[]>;
  /** How many messages wait, and how many were reported. */
  counts(): Promise<{ waiting: number; reported: number }>;
  /** When the oldest message still waiting was received (null: none waits), for the outbox's age metric. */
  oldestWaiting(): Promise<number | null>;
  close(): Promise<void>;
}

interface Row {
  id: string;
  payload: string;
  received_at: number;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
  reported: number;
}

function toEntry(row: Row): OutboxEntry {
  const { message, delivery } = JSON.parse(row.payload) as Pick<OutboxEntry, "message" | "delivery">;
  return {
    id: row.id,
    message,
    delivery,
    receivedAt: row.received_at,
    attempts: row.attempts,
    nextAttemptAt: row.next_attempt_at,
    lastError: row.last_error,
    reported: row.reported === 1,
  };
}

/** Creates the table if needed, and prepares the statements the outbox runs. */
function prepare(db: InstanceType<typeof Sqlite.DatabaseSync>) {
  // Written at once to disk: a message accepted is never lost to a crash.
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA busy_timeout = 5000;
    CREATE TABLE IF NOT EXISTS contact_outbox (
      id TEXT PRIMARY KEY,
      payload TEXT NOT NULL,
      received_at INTEGER NOT NULL,
      attempts INTEGER NOT NULL DEFAULT 0,
      next_attempt_at INTEGER NOT NULL,
      last_error TEXT,
      reported INTEGER NOT NULL DEFAULT 0
    );
    CREATE INDEX IF NOT EXISTS contact_outbox_due ON contact_outbox (reported, next_attempt_at);
  `);
  return {
    add: db.prepare(
      "INSERT INTO contact_outbox (id, payload, received_at, attempts, next_attempt_at, last_error) VALUES (?, ?, ?, 1, ?, ?)",
    ),
    due: db.prepare(
      "SELECT * FROM contact_outbox WHERE reported = 0 AND next_attempt_at <= ? ORDER BY received_at LIMIT ?",
    ),
    remove: db.prepare("DELETE FROM contact_outbox WHERE id = ?"),
    retryLater: db.prepare(
      "UPDATE contact_outbox SET attempts = attempts + 1, next_attempt_at = ?, last_error = ? WHERE id = ?",
    ),
    markReported: db.prepare(
      "UPDATE contact_outbox SET attempts = attempts + 1, reported = 1, last_error = ? WHERE id = ? AND reported = 0",
    ),
    overdue: db.prepare("SELECT * FROM contact_outbox WHERE reported = 0 AND received_at < ? ORDER BY received_at"),
    pruned: db.prepare("SELECT id FROM contact_outbox WHERE reported = 1 AND received_at < ?"),
    prune: db.prepare("DELETE FROM contact_outbox WHERE reported = 1 AND received_at < ?"),
    counts: db.prepare("SELECT SUM(reported = 0) AS waiting, SUM(reported = 1) AS reported FROM contact_outbox"),
    oldestWaiting: db.prepare("SELECT MIN(received_at) AS oldest FROM contact_outbox WHERE reported = 0"),
  };
}

/** Opens (creating if needed) the outbox in `file`; `:memory:` for tests. */
export function openOutbox(file: string): Outbox {
  if (file !== ":memory:") mkdirSync(path.dirname(file), { recursive: true });
  // Node.js's own module, asked of Node.js at run time rather than left to the bundler.
  const { DatabaseSync } = process.getBuiltinModule("node:sqlite") as typeof Sqlite;
  const db = new DatabaseSync(file);
  const statements = prepare(db);
  return {
    async add({ id, message, delivery, receivedAt, nextAttemptAt, lastError }) {
      statements.add.run(id, JSON.stringify({ message, delivery }), receivedAt, nextAttemptAt, lastError);
    },
    async claim(now, limit) {
      return (statements.due.all(now, limit) as unknown as Row[]).map(toEntry);
    },
    async remove(id) {
      statements.remove.run(id);
    },
    async retryLater(id, nextAttemptAt, lastError) {
      statements.retryLater.run(nextAttemptAt, lastError, id);
    },
    async markReported(id, lastError) {
      return Number(statements.markReported.run(lastError, id).changes) > 0;
    },
    async overdue(before) {
      return (statements.overdue.all(before) as unknown as Row[]).map(toEntry);
    },
    async prune(before) {
      const ids = (statements.pruned.all(before) as unknown as Array<{ id: string }>).map((row) => row.id);
      statements.prune.run(before);
      return ids;
    },
    async counts() {
      const row = statements.counts.get() as { waiting: number | null; reported: number | null };
      return { waiting: row.waiting ?? 0, reported: row.reported ?? 0 };
    },
    async oldestWaiting() {
      const row = statements.oldestWaiting.get() as { oldest: number | null };
      return row.oldest ?? null;
    },
    async close() {
      db.close();
    },
  };
}
