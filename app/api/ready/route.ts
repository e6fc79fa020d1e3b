// Readiness for load balancers: 200 when WordPress answers (pages can be rendered), 503 with the
// reason otherwise. Liveness (the process is up) is /api/health. Also says how many contact
// messages wait in the outbox, and how many were reported undeliverable (lib/contact/outbox.ts).
import { availabilityTimings } from "@/config/site.ts";
import { contactOutbox } from "@/lib/contact/contact-outbox.ts";
import { availability } from "@/lib/wordpress/availability.ts";

export const dynamic = "force-dynamic";

export async function GET() {
  const status = await availability().check();
  const body = {
    status: status.up ? "ready" : "unavailable",
    wordpress: status.reason,
    checkedAt: new Date(status.checkedAt).toISOString(),
    contactOutbox: contactOutbox().outbox.counts(),
  };
  const headers: Record<string, string> = { "cache-control": "no-store" };
  if (!status.up) headers["retry-after"] = String(availabilityTimings.retryAfterSeconds);
  return Response.json(body, { status: status.up ? 200 : 503, headers });
}
