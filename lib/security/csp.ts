// The Content-Security-Policy, as a pure function of what the site talks to: itself, the CMS's
// media host, the embeds content may carry and the third parties configured. An HTML page's
// policy also lists the sha256 hash of each of the framework's inline scripts in it
// (lib/security/inline-hashes.ts), so a page cached once keeps one policy for every visitor;
// other responses get the same policy without hashes. A page carries its policy in a `<meta>`
// element (`documentPolicy`), and in its header only what a `<meta>` cannot carry (`headerOnlyPolicy`).
import type { ThirdParty } from "./third-parties.ts";

export interface PolicyOptions {
  /** `'sha256-…'` sources of the page's inline scripts; none for responses that are not HTML. */
  scriptHashes?: readonly string[];
  /** `'sha256-…'` sources of a page's own `<style>` elements (only the site's 503 page has one). */
  styleHashes?: readonly string[];
  /** Origin of the CMS, whose /wp-content/uploads/ media appear in content HTML. */
  mediaOrigin: string;
  /** Hosts whose embeds (iframes) content may carry. */
  frameHosts: readonly string[];
  /** Third parties configured (loaded only after consent; allowed here so they can load then). */
  thirdParties: readonly ThirdParty[];
  /** The public site is served over https: ask browsers to upgrade any http subresource. */
  https: boolean;
  /** `next dev`: React needs eval for its debugging aids, and the dev overlay inline styles. */
  development?: boolean;
}

type Directives = Array<[string, string[]]>;

/** The policy's directives, in a stable order (tests read them back). */
export function policyDirectives(options: PolicyOptions): Directives {
  const {
    scriptHashes = [],
    styleHashes = [],
    mediaOrigin,
    frameHosts,
    thirdParties,
    https,
    development = false,
  } = options;
  const from = (pick: (party: ThirdParty) => string[]) => [...new Set(thirdParties.flatMap(pick))];
  const directives: Directives = [
    ["default-src", ["'self'"]],
    [
      "script-src",
      ["'self'", ...scriptHashes, ...from((party) => party.sources.script), ...(development ? ["'unsafe-eval'"] : [])],
    ],
    ["style-src", ["'self'", ...styleHashes, ...(development ? ["'unsafe-inline'"] : [])]],
    // style="" attributes (next/image's placeholder colour, the consent banner) cannot run code.
    ["style-src-attr", ["'unsafe-inline'"]],
    ["img-src", ["'self'", "data:", "blob:", mediaOrigin, ...from((party) => party.sources.img)]],
    ["media-src", ["'self'", mediaOrigin]],
    ["font-src", ["'self'"]],
    ["connect-src", ["'self'", ...from((party) => party.sources.connect)]],
    ["frame-src", frameHosts.length ? frameHosts.map((host) => `https://${host}`) : ["'none'"]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
    ["frame-ancestors", ["'none'"]],
  ];
  if (https) directives.push(["upgrade-insecure-requests", []]);
  return directives;
}

export function contentSecurityPolicy(options: PolicyOptions): string {
  return joinDirectives(policyDirectives(options));
}

/**
 * Directives a policy given in a `<meta http-equiv="Content-Security-Policy">` element cannot carry:
 * browsers ignore them there (CSP Level 3, "Delivery via meta"). A page sends them in its header.
 */
export const headerOnlyDirectives: ReadonlySet<string> = new Set([
  "frame-ancestors",
  "report-uri",
  "report-to",
  "sandbox",
]);

function joinDirectives(directives: Directives): string {
  return directives.map(([name, sources]) => [name, ...new Set(sources)].join(" ")).join("; ");
}

/** A page's policy as its `<meta>` element carries it: every directive but the header-only ones. */
export function documentPolicy(options: PolicyOptions): string {
  return joinDirectives(policyDirectives(options).filter(([name]) => !headerOnlyDirectives.has(name)));
}

/** What a page's header carries beside its `<meta>` policy: the header-only directives (`frame-ancestors 'none'`). */
export function headerOnlyPolicy(options: PolicyOptions): string {
  return joinDirectives(policyDirectives(options).filter(([name]) => headerOnlyDirectives.has(name)));
}
