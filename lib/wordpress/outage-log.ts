// An outage of WordPress is said once, not once per request: lib/wordpress/availability.ts logs
// one `warn` line when it starts ("unavailable: …") and one `info` line when it ends ("available
// again after …", with its duration), and those lines stand for every read the outage fails
// meanwhile. A failure while WordPress answers (one endpoint failing, content the site cannot
// read) is still logged, in one line.
import { logger } from "../server/log.ts";
import { availability, noAnswerCodes } from "./availability.ts";
import { knownUnavailableCode, unavailableDigest } from "./errors.ts";

const log = logger("wordpress");

/** Whether `error` says WordPress is unavailable (a WordPressError of status 500 or more, from any bundle). */
export function isUnavailableError(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { digest?: unknown }).digest === unavailableDigest;
}

/**
 * Whether `error` is a read failed by an outage already logged: WordPress known down as a whole,
 * or, for a read WordPress did not answer at all, back too recently to tell a new outage
 * (`Availability.recentlyBack`).
 */
export function failedForOutage(error: unknown): boolean {
  if (!isUnavailableError(error)) return false;
  const code = (error as { code?: unknown }).code;
  // Not even sent: WordPress was known down when it came (so said), whatever it is now.
  if (code === knownUnavailableCode) return true;
  const status = availability().current();
  if (status?.up === false && status.whole === true) return true;
  return typeof code === "string" && noAnswerCodes.has(code) && availability().recentlyBack();
}

/** Logs `line` (a warning of the "wordpress" component) unless `error` is a read failed by an outage already logged. */
export function warnUnlessOutage(line: string, error: unknown): void {
  if (!failedForOutage(error)) log.warn(line);
}
