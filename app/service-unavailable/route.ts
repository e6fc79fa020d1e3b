// The 503 page (lib/errors/unavailable-page.ts). The proxy rewrites page requests here when
// WordPress is unavailable and the page was never rendered; the visitor's address stays the same.
import { headers } from "next/headers";
import { defaultLanguage, isLanguage } from "@/config/site.ts";
import { languageHeader } from "@/lib/routing/canonical.ts";
import { nonceOf } from "@/lib/security/csp.ts";
import { unavailableHeaders, unavailablePage } from "@/lib/errors/unavailable-page.ts";
import { defaultSiteOptions, getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";

/** The site's name from the cached options when they come at once; the product name otherwise. */
async function siteName(): Promise<string> {
  const fallback = new Promise<string>((resolve) => setTimeout(() => resolve(defaultSiteOptions().siteName), 300).unref());
  return Promise.race([getSiteOptionsOrDefaults().then((options) => options.siteName), fallback]);
}

export const dynamic = "force-dynamic";

export async function GET() {
  const request = await headers();
  const language = request.get(languageHeader);
  const body = unavailablePage(isLanguage(language) ? language : defaultLanguage, await siteName(), nonceOf(request.get("content-security-policy")));
  return new Response(body, { status: 503, headers: unavailableHeaders() });
}
