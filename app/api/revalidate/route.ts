// On-demand revalidation, called by WordPress when content changes (docs/wordpress/): the
// secret in `Authorization: Bearer …`, the change as JSON (lib/wordpress/revalidation.ts).
// The change goes through the invalidation pipeline (lib/cache/invalidation.ts): the affected
// tags are marked stale, never deleted, and the pages they reach are rendered again in the
// background, the edited item's first (a page's edit that changed nothing other pages show of it:
// its own pages alone); each page's copies (the server's memory, the nginx front's) go only
// once its new version is rendered. The answer says what was marked and how many pages are being
// rendered; it does not wait for them. Wrong secrets are throttled per client address
// (lib/server/webhook-gate.ts): 401, then 429 with a Retry-After.
import { revalidateTag } from "next/cache";
import { env } from "@/config/env.ts";
import { registeredInvalidation, type RouteSteps } from "@/lib/cache/invalidation.ts";
import { eventCalendarPath } from "@/lib/routing/calendar-address.ts";
import { listPageRoute } from "@/lib/routing/list-address.ts";
import { logger } from "@/lib/server/log.ts";
import { metrics } from "@/lib/server/metrics.ts";
import { webhookGate } from "@/lib/server/webhook-gate.ts";
import { routeTable } from "@/lib/wordpress/live-route-table.ts";
import { itemsOf, revalidationFor } from "@/lib/wordpress/revalidation.ts";

export const dynamic = "force-dynamic";

const noStore = { "cache-control": "no-store" };

/** The steps of the pipeline that run here, in Next's request context. */
const steps: RouteSteps = {
  // Stale, not expired: Next serves each page it has until its new version is rendered, and
  // keeps it when that render fails (WordPress down).
  markStale: (tags) => {
    for (const tag of tags) revalidateTag(tag, "max");
  },
  reloadRoutes: () => routeTable().reload(),
  knownPaths: () => routeTable().paths(),
  itemPaths: async (tags) => {
    const routes = await Promise.all(itemsOf(tags).map(({ kind, id }) => routeTable().byId(kind, id)));
    return routes.flatMap((route) => {
      if (!route) return [];
      const paths = [route.path, ...Object.values(route.translations)];
      // An event's calendar file too (a news item's answers 404 and is dropped).
      return route.kind === "event" ? [...paths, ...paths.map(eventCalendarPath)] : paths;
    });
  },
  listPageRoute,
};

const log = logger("webhook");

/** Each call counted by the status it is answered (vitrine_webhook_calls_total). */
export async function POST(request: Request) {
  const response = await answer(request);
  metrics().webhookCalls.inc({ status: String(response.status) });
  return response;
}

async function answer(request: Request): Promise<Response> {
  const refused = await webhookGate(env().revalidateSecret).admit(request);
  if (refused) return refused;
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: "the body must be JSON" }, { status: 400, headers: noStore });
  }
  const change = revalidationFor(body);
  if (!change.ok) return Response.json({ error: change.error }, { status: 400, headers: noStore });
  const { paths } = change.revalidation;
  let { tags } = change.revalidation;
  const pipeline = registeredInvalidation();
  let rendering = 0;
  // The tags the pipeline marked: one page's own alone when its edit reaches no other page.
  if (pipeline) ({ revalidated: tags, rendering } = await pipeline.invalidate(change.revalidation, steps, body));
  else {
    // `next dev`: every request renders anew; marking is all there is.
    steps.markStale(tags);
    if (paths) await steps.reloadRoutes();
  }
  log.info(
    `revalidated ${tags.length ? tags.join(", ") : "nothing"}${paths ? " and the site's paths" : ""}${rendering ? `: ${rendering} pages rendering again` : ""}${change.ignored ? ` (${change.ignored})` : ""}`,
  );
  return Response.json(
    { revalidated: tags, paths, rendering, ...(change.ignored ? { ignored: change.ignored } : {}) },
    { headers: noStore },
  );
}
