// This site's policy: the pure builders of this folder fed with the validated environment, read
// when the server runs (never frozen into the build): a server started with another SITE_URL,
// WORDPRESS_URL or third-party ids sends the policy those values call for.
import { env, type Env } from "../../config/env.ts";
import { contentSecurityPolicy, documentPolicy, headerOnlyPolicy, type PolicyOptions } from "./csp.ts";
import { embedHosts } from "./embeds.ts";
import { securityHeaders, type Header } from "./headers.ts";
import { configuredThirdParties } from "./third-parties.ts";

type SiteOptions = Omit<PolicyOptions, "scriptHashes" | "styleHashes">;

let options: SiteOptions | undefined;

/**
 * The policy's inputs for a validated environment: this process's below, or the one the instances
 * run with when deploy/nginx/render.ts writes the nginx front's own status pages.
 */
export function policyOptionsOf(config: Env, development = false): SiteOptions {
  return {
    mediaOrigin: new URL(config.wordpressUrl).origin,
    frameHosts: embedHosts,
    thirdParties: configuredThirdParties(config),
    https: new URL(config.siteUrl).protocol === "https:",
    development,
  };
}

function siteOptions(): SiteOptions {
  options ??= policyOptionsOf(env(), process.env.NODE_ENV === "development");
  return options;
}

/** Headers for every response: the policy without hashes (no inline code runs), HSTS on https. */
export function siteSecurityHeaders(): Header[] {
  const site = siteOptions();
  return securityHeaders({ https: site.https, contentSecurityPolicy: contentSecurityPolicy(site) });
}

/**
 * An HTML page's policy in its `<meta>` element: the site's, plus the hashes of the framework's
 * inline scripts in it (lib/security/inline-hashes.ts), without what only a header carries.
 */
export function pageDocumentPolicy(scriptHashes: readonly string[], styleHashes: readonly string[] = []): string {
  return documentPolicy({ ...siteOptions(), scriptHashes, styleHashes });
}

/** The policy an HTML page's header carries beside its `<meta>` one: `frame-ancestors 'none'`. */
export function pageHeaderPolicy(): string {
  return headerOnlyPolicy(siteOptions());
}

/** The whole policy of a page in a header: the site's, plus the hashes of its inline code (the site's status pages). */
export function pagePolicy(scriptHashes: readonly string[], styleHashes: readonly string[] = []): string {
  return contentSecurityPolicy({ ...siteOptions(), scriptHashes, styleHashes });
}
