// The contact outbox in Redis (outbox.ts's interface), for several instances of the site: a message
// one instance received is delivered by whichever worker claims it first, and survives the restart
// or the loss of that instance.
//
// Keys (all under `vitrine:contact-outbox:`):
// - `message:<id>`: a hash with the message (`payload`: what the visitor typed, the language, the
//   form and page ids, the User-Agent), `receivedAt`, `attempts`, `nextAttemptAt`, `lastError`,
//   `reported`, and `claim` while a worker holds it. No expiry: a waiting message is removed when
//   delivered, a reported one when pruned, never by Redis (so a memory policy that evicts only
//   keys with an expiry, as a cache's may, never drops one).
// - `due`: a sorted set of the waiting messages by the time of their next attempt. Claiming a
//   message moves that time to the end of its lease, so no other worker takes it meanwhile, and
//   any worker does after it if the one that claimed it stopped.
// - `waiting` and `reported`: sorted sets of the messages by the time they were received, for the
//   maximum age, the pruning and the counts /api/ready shows.
// Every change is one Lua script or MULTI, so two workers never both claim, report or prune one
// message. The keys are built inside the scripts: one Redis server, not a cluster.
import { randomUUID } from "node:crypto";
import type { Redis } from "../redis/client.ts";
import type { Outbox, OutboxEntry } from "./outbox.ts";

const prefix = "vitrine:contact-outbox:";
const keys = {
  due: `${prefix}due`,
  waiting: `${prefix}waiting`,
  reported: `${prefix}reported`,
  message: `${prefix}message:`,
};

// KEYS: due. ARGV: now, limit, the end of the lease, message key prefix, claim token.
const claimScript = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', ARGV[1], 'LIMIT', 0, tonumber(ARGV[2]))
local claimed = {}
for i, id in ipairs(ids) do
  local key = ARGV[4] .. id
  if redis.call('EXISTS', key) == 1 then
    redis.call('ZADD', KEYS[1], ARGV[3], id)
    redis.call('HSET', key, 'claim', ARGV[5] .. ':' .. i)
    table.insert(claimed, redis.call('HGETALL', key))
  else
    redis.call('ZREM', KEYS[1], id)
  end
end
return claimed
`;

// KEYS: message, due. ARGV: id, next attempt, last error, claim token ('' for none).
const retryScript = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HGET', KEYS[1], 'reported') == '1' then return 0 end
if ARGV[4] ~= '' and redis.call('HGET', KEYS[1], 'claim') ~= ARGV[4] then return 0 end
redis.call('HINCRBY', KEYS[1], 'attempts', 1)
redis.call('HSET', KEYS[1], 'nextAttemptAt', ARGV[2], 'lastError', ARGV[3])
redis.call('HDEL', KEYS[1], 'claim')
redis.call('ZADD', KEYS[2], ARGV[2], ARGV[1])
return 1
`;

// KEYS: message, due, waiting, reported. ARGV: id, last error, claim token ('' for none).
const reportScript = `
if redis.call('EXISTS', KEYS[1]) == 0 or redis.call('HGET', KEYS[1], 'reported') == '1' then return 0 end
if ARGV[3] ~= '' and redis.call('HGET', KEYS[1], 'claim') ~= ARGV[3] then return 0 end
redis.call('HINCRBY', KEYS[1], 'attempts', 1)
redis.call('HSET', KEYS[1], 'reported', '1', 'lastError', ARGV[2])
redis.call('HDEL', KEYS[1], 'claim')
redis.call('ZREM', KEYS[2], ARGV[1])
redis.call('ZREM', KEYS[3], ARGV[1])
redis.call('ZADD', KEYS[4], redis.call('HGET', KEYS[1], 'receivedAt'), ARGV[1])
return 1
`;

// KEYS: reported. ARGV: before (exclusive), message key prefix.
const pruneScript = `
local ids = redis.call('ZRANGEBYSCORE', KEYS[1], '-inf', '(' .. ARGV[1])
for _, id in ipairs(ids) do
  redis.call('DEL', ARGV[2] .. id)
  redis.call('ZREM', KEYS[1], id)
end
return ids
`;

function toEntry(fields: Record<string, string>): OutboxEntry {
  const { message, delivery } = JSON.parse(fields.payload ?? "{}") as Pick<OutboxEntry, "message" | "delivery">;
  return {
    id: fields.id ?? "",
    message,
    delivery,
    receivedAt: Number(fields.receivedAt),
    attempts: Number(fields.attempts),
    nextAttemptAt: Number(fields.nextAttemptAt),
    lastError: fields.lastError ?? null,
    reported: fields.reported === "1",
    ...(fields.claim ? { claim: fields.claim } : {}),
  };
}

/** A flat [field, value, …] list, as a script's HGETALL answers. */
function pairs(list: unknown): Record<string, string> {
  const values = (list as unknown[]).map(String);
  const fields: Record<string, string> = {};
  for (let i = 0; i + 1 < values.length; i += 2) fields[values[i]!] = values[i + 1]!;
  return fields;
}

/** Keeps a new message: its fields, and its place in the due and waiting lists. */
async function addEntry(client: Redis, { id, message, delivery, receivedAt, nextAttemptAt, lastError }: NewEntry) {
  const fields: Record<string, string> = {
    id,
    payload: JSON.stringify({ message, delivery }),
    receivedAt: String(receivedAt),
    attempts: "1",
    nextAttemptAt: String(nextAttemptAt),
    reported: "0",
  };
  if (lastError !== null) fields.lastError = lastError;
  await client
    .multi()
    .hSet(`${keys.message}${id}`, fields)
    .zAdd(keys.due, { score: nextAttemptAt, value: id })
    .zAdd(keys.waiting, { score: receivedAt, value: id })
    .exec();
}

/** The outbox in the Redis `connection` answers (the instances' shared one). */
type NewEntry = Parameters<Outbox["add"]>[0];

export function redisOutbox(connection: () => Promise<Redis>): Outbox {
  const message = (id: string) => `${keys.message}${id}`;

  return {
    async add(entry) {
      await addEntry(await connection(), entry);
    },
    async claim(now, limit, leaseMs) {
      const client = await connection();
      const claimed = await client.eval(claimScript, {
        keys: [keys.due],
        arguments: [String(now), String(limit), String(now + leaseMs), keys.message, randomUUID()],
      });
      return (claimed as unknown[]).map((fields) => toEntry(pairs(fields)));
    },
    async remove(id) {
      const client = await connection();
      await client.multi().del(message(id)).zRem(keys.due, id).zRem(keys.waiting, id).zRem(keys.reported, id).exec();
    },
    async retryLater(id, nextAttemptAt, lastError, claim = "") {
      const client = await connection();
      await client.eval(retryScript, {
        keys: [message(id), keys.due],
        arguments: [id, String(nextAttemptAt), lastError, claim],
      });
    },
    async markReported(id, lastError, claim = "") {
      const client = await connection();
      const keysOf = [message(id), keys.due, keys.waiting, keys.reported];
      return Number(await client.eval(reportScript, { keys: keysOf, arguments: [id, lastError, claim] })) === 1;
    },
    async overdue(before) {
      const client = await connection();
      const ids = await client.zRangeByScore(keys.waiting, "-inf", `(${before}`);
      if (ids.length === 0) return [];
      const found = await Promise.all(ids.map((id) => client.hGetAll(message(id))));
      return found.filter((fields) => fields.id).map((fields) => toEntry(fields));
    },
    async prune(before) {
      const client = await connection();
      const ids = await client.eval(pruneScript, { keys: [keys.reported], arguments: [String(before), keys.message] });
      return (ids as unknown[]).map(String);
    },
    async counts() {
      const client = await connection();
      const [waiting, reported] = await Promise.all([client.zCard(keys.waiting), client.zCard(keys.reported)]);
      return { waiting, reported };
    },
    async oldestWaiting() {
      const client = await connection();
      const [oldest] = await client.zRangeWithScores(keys.waiting, 0, 0);
      return oldest ? oldest.score : null;
    },
    // The connection is the process's, closed with it.
    async close() {},
  };
}
