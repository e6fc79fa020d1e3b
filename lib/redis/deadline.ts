// A bound on waiting for Redis: the state the instances share is worth a short wait, never a
// stuck request (a connection that hangs rather than closes is not failed at once by the client,
// and a first connection to a Redis that is down waits until it answers). By default the site's
// one bound, `sharedCache.deadlineMs` (config/site.ts).

import { sharedCache } from "../../config/site.ts";

/** Settles like `promise`, or rejects after `ms` with a message naming `what`. */
export function withDeadline<T>(promise: Promise<T>, ms: number = sharedCache.deadlineMs, what = "Redis"): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} did not answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
