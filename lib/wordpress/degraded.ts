// What a render showed less of because WordPress did not answer (down, slow, failing): each part
// that falls back records it here, for the render it belongs to (React's per-request cache), and
// components/layout/degraded-mark.tsx writes the mark into the page (lib/cache/degraded-copy.ts
// says what becomes of such a page). A part WordPress answers wrongly or without (a 4xx, bad
// content) is no degradation: that is the content as it is, logged as a content problem.
import { cache } from "react";
import { WordPressError } from "./errors.ts";

/** The parts of a page that can fall back. */
export type DegradedPart = "breadcrumb" | "options" | "filters" | "language-switch";

const renderMarks = cache((): Set<DegradedPart> => new Set());

/** Whether an error is WordPress not answering now (5xx, timeout, unreachable, or an unknown failure). */
export function isTransientFailure(error: unknown): boolean {
  return !(error instanceof WordPressError) || error.isUnavailable;
}

/** Records that this render shows `part` without WordPress's answer, when `error` is a transient failure. */
export function markDegraded(part: DegradedPart, error: unknown): void {
  if (isTransientFailure(error)) renderMarks().add(part);
}

/** The parts this render has shown degraded so far. */
export function degradedParts(): DegradedPart[] {
  return [...renderMarks()].sort();
}
