// The response guard (response-guard.ts) as this site sets it up: its security headers and page
// policies, WordPress's availability, its 503 page. server.ts wraps every answer with it; the
// end-to-end test of a refused inline script serves its probe page through the same options.
import type { IncomingMessage } from "node:http";
import { env } from "../../config/env.ts";
import { availabilityTimings, pageCaching } from "../../config/site.ts";
import { unavailablePage } from "../errors/unavailable-page.ts";
import { languageOfPath } from "../routing/canonical.ts";
import { frameworkScriptHashes } from "../security/inline-hashes.ts";
import { pagePolicy, siteSecurityHeaders } from "../security/site.ts";
import { availability } from "../wordpress/availability.ts";
import { lastKnownSiteName } from "../wordpress/site-name.ts";
import { createPolicyMemo, type GuardOptions } from "./response-guard.ts";

export function siteGuard(): GuardOptions {
  const baseHeaders = siteSecurityHeaders();
  return {
    baseHeaders: () => baseHeaders,
    pagePolicy: (html: string) =>
      pagePolicy(frameworkScriptHashes(html, (script) => console.error(`[csp] an inline script that is not the framework's is refused by the page's policy: ${JSON.stringify(script.slice(0, 120))}`))),
    memo: createPolicyMemo(pageCaching.policyMemoSize),
    // Known down from a failed read or probe; a probe then refreshes that answer in the background.
    wordpressDown: () => {
      const down = availability().current()?.up === false;
      if (down) void availability().check();
      return down;
    },
    unavailablePage: (req: IncomingMessage) => {
      const page = unavailablePage(languageOfPath(new URL(req.url ?? "/", "http://site").pathname), lastKnownSiteName() ?? env().siteName);
      return { html: page.html, policy: pagePolicy([], [page.styleHash]) };
    },
    retryAfterSeconds: availabilityTimings.retryAfterSeconds,
    staleIfErrorSeconds: pageCaching.staleIfErrorSeconds,
  };
}
