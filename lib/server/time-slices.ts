// Long synchronous work on the server's one thread (thousands of WordPress items made into text,
// a search index built from them) cut into slices: between two slices, the event loop answers the
// requests that came meanwhile. Uncut, the search documents' render held every answer of the
// process for 1 to 1.4 s at 2,000 pages, each time it ran (after an edit under load, say).
import { setImmediate as nextTurn } from "node:timers/promises";

/** How long a slice of work may hold the thread before it gives way. */
export const sliceMs = 5;

/**
 * A function to call between two pieces of a long loop, and to await: within a slice it returns
 * nothing (no wait at all); past `ms` since the slice began, a promise resolved on the event
 * loop's next turn, after the I/O that waited.
 */
export function timeSlicer(ms: number = sliceMs): () => Promise<void> | undefined {
  let sliceStart = performance.now();
  return () => {
    if (performance.now() - sliceStart < ms) return undefined;
    return nextTurn().then(() => {
      sliceStart = performance.now();
    });
  };
}
