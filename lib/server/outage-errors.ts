// Next.js logs every error a render throws, with its stack (twice for a page: the server
// components' render and the HTML's), through console.error. server.ts sends those lines to the
// site's log (lib/server/log.ts, component "server"):
// - a render that failed because WordPress is unavailable is an expected failure, not a bug:
//   while the outage is known (lib/wordpress/outage-log.ts) it was said once already and is not
//   logged again; otherwise it is one `warn` line of the "wordpress" component, without its stack;
// - any other error is a bug: an `error` line with the error's stack (pino's `err`);
// - anything else Next.js says on console.error, an `error` line of its text.
import { logger, type Log } from "./log.ts";
import { failedForOutage, isUnavailableError } from "../wordpress/outage-log.ts";

type Target = Pick<Console, "error">;

/** Text of what Next.js passed, errors aside ("⨯" and the like dropped). */
function textOf(args: unknown[]): string {
  return args
    .filter((arg) => !(arg instanceof Error))
    .map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg)))
    .join(" ")
    .replace(/^\s*⨯\s*/, "")
    .trim();
}

/** Replaces `target.error` (the process's console by default) as above. */
export function quietOutageErrors(
  target: Target = console,
  logs: { server: Log; wordpress: Log } = { server: logger("server"), wordpress: logger("wordpress") },
): void {
  target.error = (...args: unknown[]) => {
    const failure = args.find(isUnavailableError);
    if (failure !== undefined) {
      if (failedForOutage(failure)) return;
      const { message, url } = failure as { message?: unknown; url?: unknown };
      logs.wordpress.warn(`a render failed: ${String(message)}${typeof url === "string" && url ? ` (${url})` : ""}`);
      return;
    }
    const error = args.find((arg) => arg instanceof Error);
    const text = textOf(args);
    if (error) logs.server.error({ err: error }, text || error.message);
    else logs.server.error(text);
  };
}
