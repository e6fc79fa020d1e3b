// What the site knows about the request being served, for as long as it is served (awaits
// included): its id, which every log line written meanwhile carries (lib/server/log.ts), and
// whether a read of WordPress it made found WordPress unavailable (the response pipeline then
// answers a failed page with the 503 page, lib/server/site-guard.ts).
//
// One store per process, on globalThis: server.ts and Next's bundles (pages, route handlers) load
// this module separately, and a render must see the request server.ts started.
import { AsyncLocalStorage } from "node:async_hooks";

interface RequestContext {
  id: string;
  /** Why WordPress was unavailable to a read this request made (the first such read). */
  wordpressUnavailable?: string;
}

const contextKey = Symbol.for("vitrine.requestContext");
type Holder = { [contextKey]?: AsyncLocalStorage<RequestContext> };

function requestContext(): AsyncLocalStorage<RequestContext> {
  const holder = globalThis as Holder;
  holder[contextKey] ??= new AsyncLocalStorage<RequestContext>();
  return holder[contextKey];
}

/** Runs `work` as part of the request `id`: every line written meanwhile (awaits included) carries it. */
export function withRequestId<T>(id: string, work: () => T): T {
  return requestContext().run({ id }, work);
}

/** The id of the request being served, if any. */
export function currentRequestId(): string | undefined {
  return requestContext().getStore()?.id;
}

/** Notes that a read of the request being served found WordPress unavailable (no request: nothing). */
export function noteWordPressUnavailable(reason: string): void {
  const context = requestContext().getStore();
  if (context) context.wordpressUnavailable ??= reason;
}

/** Why a read of the request being served found WordPress unavailable; undefined when none did. */
export function wordpressUnavailableToRequest(): string | undefined {
  return requestContext().getStore()?.wordpressUnavailable;
}
