// Editor preview (docs/wordpress/preview.md). GET ?token=…: WordPress's Preview button
// (docs/wordpress/vitrine-preview.php) lands here; a valid token starts the preview and redirects
// to the post, once: the same link opened again by another browser gets the site's 410 page
// (lib/preview/used-links.ts); anything else is the site's 404 page. POST (the banner's "Exit preview" form, with
// `return`): ends the preview and goes back there. Logic in lib/preview/.
import { defaultLanguage } from "@/config/site.ts";
import { statusAnswer } from "@/lib/server/site-guard.ts";
import { endPreview, previewHeaders, startPreview } from "@/lib/preview/enter.ts";
import { safeReturnPath } from "@/lib/preview/session.ts";
import { languageOfPath } from "@/lib/routing/canonical.ts";
import { notFoundPage } from "@/lib/routing/not-found-page.ts";
import { logger } from "@/lib/server/log.ts";

export const dynamic = "force-dynamic";

// What became of a preview link, never the link's token nor the session's cookie.
const log = logger("preview");

export async function GET(request: Request) {
  const path = await startPreview(new URL(request.url).searchParams.get("token"));
  if (!path) {
    log.info("a preview link was refused (forged, expired, or preview is off): 404");
    return notFoundPage(defaultLanguage, previewHeaders);
  }
  if (path === "used") {
    log.info("a preview link already opened was opened again: 410");
    const page = statusAnswer(Object.fromEntries(request.headers), defaultLanguage, 410);
    return new Response(page.body, { status: 410, headers: { ...previewHeaders, "content-type": page.contentType } });
  }
  log.info(`preview started for ${path}`);
  return new Response(null, { status: 307, headers: { ...previewHeaders, location: path } });
}

export async function POST(request: Request) {
  const form = await request.formData().catch(() => null);
  const back = form?.get("return");
  await endPreview();
  const location = safeReturnPath(back, languageOfPath(typeof back === "string" ? back : "/"));
  return new Response(null, { status: 303, headers: { ...previewHeaders, location } });
}
