// Preview links already opened (app/api/preview): a link from WordPress opens the preview once.
// Whoever sees it afterwards (in a log, a screenshot, a browser's history) gets a 410 page; the
// editor's browser keeps the session it got. A link is remembered by a hash of its token until
// the token expires (it is refused from then on anyway): in this process's memory, and with
// REDIS_URL also in Redis (`SET … NX EXAT`, one key per link, sharedCache.usedPreviewLinksPrefix),
// so that a link opened on one instance is used on all of them. While Redis does not answer, each
// instance remembers alone (lib/redis/available.ts): an editor can still preview, and a link used
// during the outage could be opened once more on each other instance within its ten minutes.
import { createHash } from "node:crypto";
import { sharedCache } from "../../config/site.ts";
import { redisAccess, type RedisAccess } from "../redis/available.ts";
import { usesRedis } from "../redis/client.ts";
import { clockDriftSeconds } from "./token.ts";

export interface UsedLinks {
  /**
   * Marks the link of `token` used until `expires` (Unix seconds: the token's own expiry).
   * True when this call used it first, false when it had been used before.
   */
  claim(token: string, expires: number, nowSeconds: number): Promise<boolean>;
}

const digest = (token: string): string => createHash("sha256").update(token).digest("base64url");

/** The links this process saw used, each until its expiry. Only verified tokens come here: nobody without the secret can fill it. */
export function createUsedLinks(): UsedLinks {
  const used = new Map<string, number>();
  return {
    async claim(token, expires, now) {
      for (const [key, until] of used) if (until <= now) used.delete(key);
      const key = digest(token);
      if (used.has(key)) return false;
      used.set(key, expires + clockDriftSeconds);
      return true;
    },
  };
}

/** Used links remembered in Redis, shared by the instances, and in this process's memory (alone while Redis is away). */
export function createSharedUsedLinks({
  access = redisAccess("preview links"),
}: { access?: RedisAccess } = {}): UsedLinks {
  const local = createUsedLinks();
  return {
    async claim(token, expires, now) {
      // This instance's memory first: a link it saw used is refused without asking Redis, also during an outage.
      if (!(await local.claim(token, expires, now))) return false;
      const answer = await access.run((client) =>
        client.set(`${sharedCache.usedPreviewLinksPrefix}:${digest(token)}`, String(now), {
          condition: "NX",
          expiration: { type: "EXAT", value: expires + clockDriftSeconds },
        }),
      );
      // Null from Redis: another instance used it first. No answer: this instance's word stands.
      return answer === null || answer.value !== null;
    },
  };
}

const usedKey = Symbol.for("vitrine.usedPreviewLinks");

/** The process's memory of used preview links; shared by the instances with REDIS_URL. */
export function usedPreviewLinks(): UsedLinks {
  const holder = globalThis as { [usedKey]?: UsedLinks };
  holder[usedKey] ??= usesRedis() ? createSharedUsedLinks() : createUsedLinks();
  return holder[usedKey];
}
