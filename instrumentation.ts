// Next.js calls register() once when the server starts. In the site's production server
// (server.ts, which says so in SITE_SERVER), it starts the contact outbox's worker, which delivers
// the messages WordPress could not take, those left from before a restart included
// (lib/contact/outbox-worker.ts), and gives the metrics what they read at each scrape: the outbox
// (its depth and its oldest message's age) and WordPress's availability. Not in `next build`'s workers, nor under `next dev`.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.SITE_SERVER !== "1") return;
  const { contactOutboxReading, startContactOutbox } = await import("./lib/contact/contact-outbox.ts");
  const { metrics } = await import("./lib/server/metrics.ts");
  const { availability } = await import("./lib/wordpress/availability.ts");
  metrics().outboxReading = contactOutboxReading;
  metrics().wordpressCheck = () => availability().check();
  startContactOutbox();
}
