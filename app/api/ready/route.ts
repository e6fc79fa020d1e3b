// Readiness for load balancers: 200 when WordPress answers (pages can be rendered), 503 with the
// reason otherwise. Liveness (the process is up) is /api/health. The details list what the
// site found wrong in WordPress's content (lib/wordpress/content-problems.ts): they never make
// the instance unready, since the pages render without the broken parts.
// It also says how many contact messages wait in the outbox, and how many were reported
// undeliverable (lib/contact/outbox.ts), and how many pages an edit still has to render
// (lib/cache/invalidation.ts), with since when WordPress has kept them waiting, and the search
// index it answers with (its version, documents, when they were read, how long it took to build).
import { setTimeout as sleep } from "node:timers/promises";
import { availabilityTimings } from "@/config/site.ts";
import { registeredInvalidation } from "@/lib/cache/invalidation.ts";
import { contactOutboxCounts } from "@/lib/contact/contact-outbox.ts";
import { searchIndex } from "@/lib/search/index-holder.ts";
import { availability } from "@/lib/wordpress/availability.ts";
import { contentProblems } from "@/lib/wordpress/content-problems.ts";
import { reportSetup } from "@/lib/wordpress/resolve.ts";

export const dynamic = "force-dynamic";

export async function GET() {
  const status = await availability().check();
  // The setup (homes, options, contact form) from the data cache: known before any page is
  // rendered again. A slow read does not hold the answer: it is recorded when it ends.
  if (status.up) await Promise.race([reportSetup(), sleep(availabilityTimings.probeTimeoutMs)]);
  const body = {
    status: status.up ? "ready" : "unavailable",
    wordpress: status.reason,
    checkedAt: new Date(status.checkedAt).toISOString(),
    content: { problems: contentProblems().list() },
    contactOutbox: await contactOutboxCounts(),
    edits: editsState(),
    // The search index this process answers with (lib/search/index-holder.ts): null before the first one.
    search: searchIndex().state() ?? null,
  };
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (!status.up) headers["retry-after"] = String(availabilityTimings.retryAfterSeconds);
  return Response.json(body, { status: status.up ? 200 : 503, headers });
}

/** Pages an edit still has to render on this instance; none under `next dev`. */
function editsState(): { pending: boolean; rendering: number; waitingForWordPressSince?: string } {
  const state = registeredInvalidation()?.state() ?? { pending: false, rendering: 0 };
  return {
    pending: state.pending,
    rendering: state.rendering,
    ...(state.waitingSince !== undefined
      ? { waitingForWordPressSince: new Date(state.waitingSince).toISOString() }
      : {}),
  };
}
