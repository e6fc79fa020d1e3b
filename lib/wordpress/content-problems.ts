// What the site found wrong in WordPress's content while rendering it: a block that fails its
// schema, an empty menu, a contact page or form id that does not exist, a language without a home,
// an image address that is no file of the media library (acf.ts: its subject is the address).
// The visitor gets the rest of the page; the operator gets one log line per problem and content
// version, and the list in /api/ready's details.
//
// Pages are rendered once per content version (at build, then on each revalidation, by time or by
// the webhook), and some on each request (lists with filters): so a problem is recorded for a
// subject (the WordPress object: `page 163 (/vivre)`, `site options`) and a version of it (the
// page's modified date, a hash of the data read). The same version again logs nothing; a new
// version logs its problems once and replaces the old ones; a version without problems clears
// the subject. The registry is bounded (least recently seen subjects out) and process-wide (on
// globalThis: the route handlers and the pages are separate bundles of one process).
import { createHash } from "node:crypto";
import { logger } from "../server/log.ts";

export interface ContentProblemReport {
  /** The WordPress object: `page 163 (/vivre)`, `site options`, `contact form`. */
  subject: string;
  /** The content version the problems were seen in. */
  version: string;
  /** Each problem in words: where (block, field, option), what was expected, and the fix when known. */
  problems: string[];
  /** When this version was first seen (ISO 8601). */
  seenAt: string;
}

export interface ContentProblems {
  /**
   * The problems of `subject` as its content version `version` shows them (none: it is fine).
   * Logs each problem when this version of the subject was not recorded before.
   */
  record(subject: string, version: string, problems: readonly string[]): void;
  /** The subjects with problems, most recently seen first. */
  list(): ContentProblemReport[];
}

export interface ContentProblemsOptions {
  /** Subjects kept at most. */
  maxSubjects?: number;
  log?: (message: string) => void;
  now?: () => Date;
}

export function createContentProblems(options: ContentProblemsOptions = {}): ContentProblems {
  const maxSubjects = options.maxSubjects ?? 500;
  const log = options.log ?? ((message: string) => logger("wordpress").warn(message));
  const now = options.now ?? (() => new Date());
  // Only subjects with problems; insertion order is recency: a subject seen again moves to the end.
  const subjects = new Map<string, ContentProblemReport>();

  return {
    record(subject, version, problems) {
      const known = subjects.get(subject);
      subjects.delete(subject);
      if (known?.version === version) {
        subjects.set(subject, known);
        return;
      }
      for (const problem of problems) log(`[content] ${subject} (version ${version}): ${problem}`);
      if (problems.length === 0) {
        if (known) log(`[content] ${subject} (version ${version}): no problem left`);
        return;
      }
      subjects.set(subject, { subject, version, problems: [...problems], seenAt: now().toISOString() });
      while (subjects.size > maxSubjects) subjects.delete(subjects.keys().next().value as string);
    },
    list() {
      return [...subjects.values()].reverse();
    },
  };
}

/** A short stable version of data without a date of its own (options, settings). */
export function versionOf(value: unknown): string {
  return createHash("sha256")
    .update(JSON.stringify(value) ?? "undefined")
    .digest("hex")
    .slice(0, 12);
}

const globalKey = Symbol.for("vitrine.contentProblems");

/** The process-wide registry. */
export function contentProblems(): ContentProblems {
  const holder = globalThis as { [globalKey]?: ContentProblems };
  holder[globalKey] ??= createContentProblems();
  return holder[globalKey];
}
