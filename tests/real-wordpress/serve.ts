// The tests' real WordPress, by hand: `npm run wordpress:real -- [port]` starts it
// (seeded, with the site's PHP installed), prints its address and the application passwords, and
// stops it (database and files removed) on Ctrl-C. WP_SITE_URL and REVALIDATE_SECRET /
// PREVIEW_SECRET fill the wp-config constants of the site's revalidation and preview files.
import { startWordPress } from "./wordpress.ts";

const port = Number(process.argv[2] ?? 4610);
const site = process.env.WP_SITE_URL;
const started = Date.now();
const wordpress = await startWordPress({
  port,
  revalidate:
    site && process.env.REVALIDATE_SECRET
      ? { url: `${site}/api/revalidate`, secret: process.env.REVALIDATE_SECRET }
      : undefined,
  preview: site && process.env.PREVIEW_SECRET ? { siteUrl: site, secret: process.env.PREVIEW_SECRET } : undefined,
  polylang: (process.env.WP_POLYLANG as "free" | "pro" | "bare" | undefined) ?? "free",
});
console.log(
  `WordPress ${wordpress.url}/wp-json (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)\n` +
    `  administrator: ${wordpress.admin.user} / ${wordpress.admin.password}\n` +
    `  preview user:  ${wordpress.preview.user} / ${wordpress.preview.password}`,
);
const stop = async () => {
  await wordpress.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
