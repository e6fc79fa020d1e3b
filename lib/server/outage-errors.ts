// Next.js logs every error a render throws, with its stack (twice for a page: the server
// components' render and the HTML's), through console.error. server.ts sends those lines to the
// site's log (lib/server/log.ts, component "server"):
// - a render that failed because WordPress is unavailable is an expected failure, not a bug:
//   while the outage is known (lib/wordpress/outage-log.ts) it was said once already and is not
//   logged again; otherwise it is one `warn` line of the "wordpress" component, without its stack;
// - any other error is a bug: an `error` line with the error's stack (pino's `err`);
// - anything else Next.js says on console.error, an `error` line of its text.
// Its other lines (console.log, info, warn: "Running next.config.ts took …", a deprecation) become
// `info` and `warn` lines of the "server" component (`consoleToLog`): the log stays one JSON object a line.
import { logger, type Log } from "./log.ts";
import { failedForOutage, isUnavailableError } from "../wordpress/outage-log.ts";

type Target = Pick<Console, "error">;

/** Text of what Next.js passed, errors aside (colours, and its "⨯", "✓", "⚠" and "▲" marks dropped). */
function textOf(args: unknown[]): string {
  return args
    .filter((arg) => !(arg instanceof Error))
    .map((arg) => (typeof arg === "string" ? arg : JSON.stringify(arg)))
    .join(" ")
    .replace(/\u001b\[[0-9;]*m/g, "")
    .replace(/^\s*[⨯✓⚠▲○]\s*/u, "")
    .trim();
}

/** Replaces `target`'s log, info and warn (the process's console by default) with lines of the site's log. */
export function consoleToLog(
  target: Pick<Console, "log" | "info" | "warn"> = console,
  log: Log = logger("server"),
): void {
  const write =
    (level: "info" | "warn") =>
    (...args: unknown[]) => {
      const text = textOf(args);
      const error = args.find((arg) => arg instanceof Error);
      if (error) log[level]({ err: error }, text || error.message);
      else if (text) log[level](text);
    };
  target.log = write("info");
  target.info = write("info");
  target.warn = write("warn");
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
