// Whether WordPress answers right now. Pages rendered before are served from the page cache
// whatever WordPress does; a page never rendered needs WordPress, and when its render fails
// because WordPress is down, slow, failing or talking nonsense, the server answers 503 with
// Retry-After (server.ts reads `current()`), and /api/ready says why. `check()` probes WordPress
// with a short deadline and keeps the answer a few seconds; a failed read during a render marks
// it down at once.
import { env } from "../../config/env.ts";
import { availabilityTimings } from "../../config/site.ts";
import type { WordPressError } from "./errors.ts";

export interface AvailabilityStatus {
  up: boolean;
  /** What the last probe or read found, in words for the server log and /api/ready. */
  reason: string;
  checkedAt: number;
  /**
   * Down as a whole: the probe failed, or a read got no answer in time (unreachable, timed out,
   * past the render's deadline). A failure of one endpoint (a 500, nonsense) is not: other reads
   * are still worth trying.
   */
  whole?: boolean;
}

export interface AvailabilityOptions {
  wordpressUrl: string;
  probeTimeoutMs: number;
  /** How long an "up" answer holds before the next probe. */
  upHoldMs: number;
  /** How long a "down" answer holds: short, so recovery is noticed within seconds. */
  downHoldMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  log?: (level: "error" | "info", message: string) => void;
}

export interface Availability {
  /** The current answer, probing WordPress when the last one is too old (concurrent calls share one probe). */
  check(): Promise<AvailabilityStatus>;
  /** The last answer, without probing (null before the first one). */
  current(): AvailabilityStatus | null;
  /** A read during a render found WordPress unavailable. */
  reportFailure(error: WordPressError): void;
}

/** Codes of a read that got no answer from WordPress at all (lib/wordpress/client.ts). */
const noAnswerCodes = new Set(["unreachable", "timeout", "deadline"]);

export function createAvailability(options: AvailabilityOptions): Availability {
  const now = options.now ?? Date.now;
  const doFetch = options.fetch ?? fetch;
  const log = options.log ?? ((level, message) => (level === "error" ? console.error(message) : console.info(message)));
  const probeUrl = `${options.wordpressUrl.replace(/\/+$/, "")}/wp-json/wp/v2/pages?per_page=1&_fields=id`;
  let status: AvailabilityStatus | null = null;
  let probing: Promise<AvailabilityStatus> | null = null;

  function record(next: AvailabilityStatus): AvailabilityStatus {
    if (!status || status.up !== next.up) {
      if (next.up) log("info", `[wordpress] available again (${next.reason})`);
      else log("error", `[wordpress] unavailable: ${next.reason}; pages rendered before are served from the cache, others answer 503`);
    }
    status = next;
    return next;
  }

  async function probe(): Promise<AvailabilityStatus> {
    const started = now();
    try {
      const response = await doFetch(probeUrl, { cache: "no-store", signal: AbortSignal.timeout(options.probeTimeoutMs), headers: { accept: "application/json" } });
      const text = await response.text();
      if (!response.ok) return { up: false, whole: true, reason: `WordPress answered ${response.status} to ${probeUrl}`, checkedAt: now() };
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        const type = response.headers.get("content-type") ?? "no content type";
        return { up: false, whole: true, reason: `WordPress answered ${probeUrl} with a body that is not JSON (${type})`, checkedAt: now() };
      }
      if (!Array.isArray(body)) return { up: false, whole: true, reason: `WordPress answered ${probeUrl} with something that is not a list of pages`, checkedAt: now() };
      return { up: true, reason: `answered in ${now() - started} ms`, checkedAt: now() };
    } catch (error) {
      if (error instanceof Error && error.name === "TimeoutError") {
        return { up: false, whole: true, reason: `WordPress did not answer ${probeUrl} within ${options.probeTimeoutMs} ms`, checkedAt: now() };
      }
      const cause = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
      return { up: false, whole: true, reason: `WordPress could not be reached at ${probeUrl}: ${cause}`, checkedAt: now() };
    }
  }

  return {
    async check() {
      if (status && now() - status.checkedAt < (status.up ? options.upHoldMs : options.downHoldMs)) return status;
      probing ??= probe()
        .then(record)
        .finally(() => {
          probing = null;
        });
      return probing;
    },
    current() {
      return status;
    },
    reportFailure(error) {
      record({ up: false, whole: noAnswerCodes.has(error.code), reason: error.message, checkedAt: now() });
    },
  };
}

const globalKey = Symbol.for("vitrine.availability");

/** The process-wide instance; on globalThis because the proxy and the pages are separate bundles. */
export function availability(): Availability {
  const holder = globalThis as { [globalKey]?: Availability };
  holder[globalKey] ??= createAvailability({ wordpressUrl: env().wordpressUrl, ...availabilityTimings });
  return holder[globalKey];
}
