// The nginx front's address book (lib/cache/purge.ts) shared by the instances through Redis: each
// address an instance answered with a shared-cache lifetime is added once to a sorted set (by
// time, the newest kept), so the instance that receives the webhook purges what any of them
// answered. Redis away: the instance's own book only (lib/redis/available.ts logs it once).
import { sharedCache } from "../../config/site.ts";
import { redisAccess, type RedisAccess } from "../redis/available.ts";
import type { AddressMirror } from "./purge.ts";

export function redisAddressMirror(limit: number, access: RedisAccess = redisAccess("purge")): AddressMirror {
  const key = sharedCache.addressesKey;
  return {
    add(address) {
      void access.run((client) =>
        client
          .multi()
          .zAdd(key, { score: Date.now(), value: address })
          .zRemRangeByRank(key, 0, -limit - 1)
          .exec(),
      );
    },
    async list() {
      const found = await access.run((client) => client.zRange(key, 0, -1));
      if (!found) throw new Error("Redis is not answering");
      return found.value;
    },
  };
}
