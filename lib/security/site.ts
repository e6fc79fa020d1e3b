// This site's policy: the pure builders of this folder fed with the validated environment.
import { env } from "../../config/env.ts";
import { contentSecurityPolicy, createNonce, type PolicyOptions } from "./csp.ts";
import { embedHosts } from "./embeds.ts";
import { securityHeaders, type Header } from "./headers.ts";
import { configuredThirdParties } from "./third-parties.ts";

let options: Omit<PolicyOptions, "nonce"> | undefined;

function siteOptions(): Omit<PolicyOptions, "nonce"> {
  if (options) return options;
  const config = env();
  options = {
    mediaOrigin: new URL(config.wordpressUrl).origin,
    frameHosts: embedHosts,
    thirdParties: configuredThirdParties(config),
    https: new URL(config.siteUrl).protocol === "https:",
    development: process.env.NODE_ENV === "development",
  };
  return options;
}

/** Headers for every response (next.config.ts): the policy without a nonce, HSTS on https. */
export function siteSecurityHeaders(): Header[] {
  const site = siteOptions();
  return securityHeaders({ https: site.https, contentSecurityPolicy: contentSecurityPolicy(site) });
}

/** A page's policy, with a fresh nonce (proxy.ts). */
export function pagePolicy(): string {
  return contentSecurityPolicy({ ...siteOptions(), nonce: createNonce() });
}
