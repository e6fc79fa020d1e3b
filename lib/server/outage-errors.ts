// Next.js logs every error a render throws, with its stack (twice for a page: the server
// components' render and the HTML's). A render that failed because WordPress is unavailable is an
// expected failure, not a bug: while the outage is known (lib/wordpress/outage-log.ts) it was said
// once already and is not logged again; otherwise it is logged in one line, without its stack.
// Any other error is logged as Next.js logs it.
import { failedForOutage, isUnavailableError } from "../wordpress/outage-log.ts";

type Logger = Pick<Console, "error">;

/** Wraps `target.error` (the process's console by default) as above. */
export function quietOutageErrors(target: Logger = console): void {
  const original = target.error.bind(target);
  target.error = (...args: unknown[]) => {
    const failure = args.find(isUnavailableError);
    if (failure === undefined) return original(...args);
    if (failedForOutage(failure)) return;
    const { message, url } = failure as { message?: unknown; url?: unknown };
    original(`[wordpress] a render failed: ${String(message)}${typeof url === "string" && url ? ` (${url})` : ""}`);
  };
}
