// The response rules' settings as this site sets them (its security headers and page policies,
// WordPress's availability, its status pages), for the site's server (site-server.ts) and its refusals.
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import { env } from "../../config/env.ts";
import { availabilityTimings, pageCaching, type Language } from "../../config/site.ts";
import { statusLine, statusPage, statusPageStyleHashes, type PageStatus } from "../errors/status-page.ts";
import { languageOfPath } from "../routing/canonical.ts";
import { frameworkScriptHashes } from "../security/inline-hashes.ts";
import { pageDocumentPolicy, pageHeaderPolicy, pagePolicy, siteSecurityHeaders } from "../security/site.ts";
import { availability } from "../wordpress/availability.ts";
import { lastKnownSiteName } from "../wordpress/site-name.ts";
import { createPolicyMemo, type GuardOptions, type StatusAnswer } from "./response-guard.ts";
import { logger } from "./log.ts";
import { wordpressUnavailableToRequest } from "./request-context.ts";

/**
 * The site's status page for `status`, in the language of the address: HTML for a client that
 * asks for it (a browser) or in place of a page (the 503 page), one line of text for any other.
 */
export function statusAnswer(headers: IncomingHttpHeaders, language: Language, status: PageStatus): StatusAnswer {
  if (status === 503 || /\btext\/html\b/i.test(headers.accept ?? "")) {
    const page = statusPage(status, language, lastKnownSiteName() ?? env().siteName);
    return { body: page.html, contentType: "text/html; charset=utf-8", policy: pagePolicy([], [page.styleHash]) };
  }
  return { body: statusLine(status, language), contentType: "text/plain; charset=utf-8", policy: pagePolicy([]) };
}

export function siteGuard(): GuardOptions {
  const baseHeaders = siteSecurityHeaders();
  return {
    siteOrigin: new URL(env().siteUrl).origin,
    baseHeaders: () => baseHeaders,
    pagePolicy: (html: string) =>
      pageDocumentPolicy(
        frameworkScriptHashes(html, (script) =>
          logger("server").error(
            `an inline script that is not the framework's is refused by the page's policy: ${JSON.stringify(script.slice(0, 120))}`,
          ),
        ),
        statusPageStyleHashes(html),
      ),
    pageHeaderPolicy: pageHeaderPolicy(),
    memo: createPolicyMemo(pageCaching.policyMemoSize),
    // Known down from a failed read or probe (a probe then refreshes that answer in the background),
    // or unavailable to a read of this very request: another request's answered read since (a
    // WordPress that is slow, not down) does not make this page's failure a bug.
    wordpressDown: () => {
      const down = availability().current()?.up === false;
      if (down) void availability().check();
      return down || wordpressUnavailableToRequest() !== undefined;
    },
    statusAnswer: (req: IncomingMessage, status: PageStatus) =>
      statusAnswer(req.headers, languageOfPath((req.url ?? "/").split(/[?#]/)[0] ?? "/"), status),
    retryAfterSeconds: availabilityTimings.retryAfterSeconds,
    staleIfErrorSeconds: pageCaching.staleIfErrorSeconds,
    staleSharedSeconds: pageCaching.staleSharedSeconds,
  };
}
