// A bound on waiting for Redis: the state the instances share is worth a short wait, never a
// stuck request (a connection that hangs rather than closes is not failed at once by the client).

/** How long the site waits for an answer from Redis before doing without it. */
export const redisAnswerMs = 1000;

/** `promise`, or a rejection after `ms`. */
export function withDeadline<T>(promise: Promise<T>, ms = redisAnswerMs): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`Redis did not answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}
