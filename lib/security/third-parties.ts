// The third-party scripts of SPEC.md §1, each behind a consent category: what the browser loads
// once the visitor agrees, which hosts the Content-Security-Policy must allow for it, and which
// cookies it leaves on the site's domain (cleared when consent is refused or withdrawn).
// The intersection-observer polyfill of the old site is not shipped: every supported browser
// has IntersectionObserver.
import type { Env } from "../../config/env.ts";

/** Consent categories besides the strictly necessary one. */
export type ConsentCategory = "analytics" | "heatmap";

export interface ThirdParty {
  /** What the consent banner and the loader know it by. */
  kind: "tag-manager" | "heatmap";
  vendor: string;
  category: ConsentCategory;
  /** The account id (GTM container, Clarity project). */
  id: string;
  /** The script loaded after consent. */
  src: string;
  /** Hosts the Content-Security-Policy allows for it, per directive. */
  sources: { script: string[]; connect: string[]; img: string[] };
  /** Cookie names it sets on the site's own domain; `*` at the end matches a prefix. */
  cookies: string[];
}

const unique = (values: string[]) => [...new Set(values)];

/** Google Tag Manager: `gtm.js?id=GTM-…`, which then loads Google Analytics tags from the same host. */
export function tagManager(id: string, scriptUrl: string): ThirdParty {
  const url = new URL(scriptUrl);
  url.searchParams.set("id", id);
  const origin = url.origin;
  const google = ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"];
  return {
    kind: "tag-manager",
    vendor: "Google Tag Manager",
    category: "analytics",
    id,
    src: url.href,
    sources: {
      script: [origin],
      connect: unique([origin, ...google]),
      img: unique([origin, "https://*.google-analytics.com", "https://*.googletagmanager.com"]),
    },
    cookies: ["_ga", "_ga_*", "_gid", "_gat*", "_gcl_*", "_dc_gtm_*"],
  };
}

/** Microsoft Clarity: `https://www.clarity.ms/tag/{project}`, a loader for scripts.clarity.ms that reports to *.clarity.ms. */
export function heatmap(id: string, scriptUrl: string): ThirdParty {
  const base = scriptUrl.endsWith("/") ? scriptUrl : `${scriptUrl}/`;
  const url = new URL(encodeURIComponent(id), base);
  const origin = url.origin;
  return {
    kind: "heatmap",
    vendor: "Microsoft Clarity",
    category: "heatmap",
    id,
    src: url.href,
    sources: {
      script: unique([origin, "https://scripts.clarity.ms"]),
      connect: unique([origin, "https://*.clarity.ms", "https://c.bing.com"]),
      img: unique([origin, "https://*.clarity.ms", "https://c.bing.com"]),
    },
    cookies: ["_clck", "_clsk"],
  };
}

/** The third parties whose ids are configured (none by default). */
export function configuredThirdParties(config: Pick<Env, "tagManager" | "heatmap">): ThirdParty[] {
  const list: ThirdParty[] = [];
  if (config.tagManager) list.push(tagManager(config.tagManager.id, config.tagManager.scriptUrl));
  if (config.heatmap) list.push(heatmap(config.heatmap.id, config.heatmap.scriptUrl));
  return list;
}
