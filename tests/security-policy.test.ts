import { describe, expect, it } from "vitest";
import { parseEnv } from "../config/env.ts";
import {
  contentSecurityPolicy,
  documentPolicy,
  headerOnlyPolicy,
  policyDirectives,
  type PolicyOptions,
} from "../lib/security/csp.ts";
import { embedHosts } from "../lib/security/embeds.ts";
import { securityHeaders } from "../lib/security/headers.ts";
import { configuredThirdParties, heatmap, tagManager } from "../lib/security/third-parties.ts";

const base: PolicyOptions = {
  mediaOrigin: "https://cms.example.org",
  frameHosts: embedHosts,
  thirdParties: [],
  https: true,
};

function directives(options: PolicyOptions): Record<string, string[]> {
  // Read back from the header value, as a browser would.
  return Object.fromEntries(
    contentSecurityPolicy(options)
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

describe("Content-Security-Policy", () => {
  it("allows scripts only from the site and the page's own inline hashes: no other inline code, no eval, no strict-dynamic", () => {
    const policy = directives({ ...base, scriptHashes: ["'sha256-AAA='", "'sha256-BBB='"] });
    expect(policy["script-src"]).toEqual(["'self'", "'sha256-AAA='", "'sha256-BBB='"]);
    expect(policy["style-src"]).toEqual(["'self'"]);
    expect(directives(base)["script-src"]).toEqual(["'self'"]);
    const unsafe = Object.entries(policy).filter(([, sources]) =>
      sources.some((source) => /unsafe|strict-dynamic/.test(source)),
    );
    // Inline style attributes cannot run code; nothing else is relaxed.
    expect(unsafe).toEqual([["style-src-attr", ["'unsafe-inline'"]]]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'self'"]);
    expect(policy["form-action"]).toEqual(["'self'"]);
  });

  it("forbids framing the site and allows frames only from the embed hosts", () => {
    const policy = directives(base);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["frame-src"]).toEqual(embedHosts.map((host) => `https://${host}`));
  });

  it("allows the CMS's media host for images and media, and nothing else outside the site without third parties", () => {
    const policy = directives(base);
    expect(policy["img-src"]).toEqual(["'self'", "data:", "blob:", "https://cms.example.org"]);
    expect(policy["media-src"]).toEqual(["'self'", "https://cms.example.org"]);
    expect(policy["connect-src"]).toEqual(["'self'"]);
    expect(policy["default-src"]).toEqual(["'self'"]);
  });

  it("adds the configured third parties' hosts to the directives they need", () => {
    const thirdParties = [
      tagManager("GTM-AB12CD3", "https://www.googletagmanager.com/gtm.js"),
      heatmap("abcd1234ef", "https://www.clarity.ms/tag/"),
    ];
    const policy = directives({ ...base, scriptHashes: ["'sha256-n='"], thirdParties });
    expect(policy["script-src"]).toEqual([
      "'self'",
      "'sha256-n='",
      "https://www.googletagmanager.com",
      "https://www.clarity.ms",
      "https://scripts.clarity.ms",
    ]);
    expect(policy["connect-src"]).toEqual(
      expect.arrayContaining(["https://*.google-analytics.com", "https://*.clarity.ms"]),
    );
    expect(policy["img-src"]).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://c.bing.com"]));
  });

  it("upgrades insecure requests only on an https site", () => {
    expect(contentSecurityPolicy(base)).toMatch(/upgrade-insecure-requests$/);
    expect(contentSecurityPolicy({ ...base, https: false })).not.toMatch(/upgrade-insecure-requests/);
  });

  it("lets next dev evaluate code and inline styles, never in production", () => {
    const dev = directives({ ...base, development: true });
    expect(dev["script-src"]).toContain("'unsafe-eval'");
    expect(dev["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("lists each source once per directive", () => {
    const party = tagManager("GTM-AB12CD3", "https://www.googletagmanager.com/gtm.js");
    for (const [, sources] of policyDirectives({ ...base, thirdParties: [party, party] }))
      expect(new Set(sources).size).toBe(sources.length);
  });
});

describe("a page's policy in two parts", () => {
  it("puts every directive a <meta> element can carry in it, and only frame-ancestors in the header: together, the whole policy", () => {
    const options = { ...base, scriptHashes: ["'sha256-AAA='"] };
    const inDocument = documentPolicy(options);
    expect(inDocument).not.toMatch(/frame-ancestors|report-uri|report-to|sandbox/);
    expect(inDocument).toContain("script-src 'self' 'sha256-AAA='");
    expect(inDocument).toContain("upgrade-insecure-requests");
    expect(headerOnlyPolicy(options)).toBe("frame-ancestors 'none'");
    const parts = [...inDocument.split("; "), headerOnlyPolicy(options)];
    expect(new Set(parts)).toEqual(new Set(contentSecurityPolicy(options).split("; ")));
  });
});

describe("security headers", () => {
  const byKey = (https: boolean) =>
    Object.fromEntries(
      securityHeaders({ https, contentSecurityPolicy: "default-src 'self'" }).map(({ key, value }) => [key, value]),
    );

  it("sets the policy, nosniff, a referrer policy, a permissions policy and framing protection", () => {
    const headers = byKey(false);
    expect(headers).toMatchObject({
      "content-security-policy": "default-src 'self'",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "x-frame-options": "DENY",
    });
    expect(headers["permissions-policy"]).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
    expect(headers["permissions-policy"]).toMatch(/browsing-topics=\(\)/);
  });

  it("sends HSTS only on https", () => {
    expect(byKey(false)["strict-transport-security"]).toBeUndefined();
    expect(byKey(true)["strict-transport-security"]).toBe("max-age=63072000");
  });

  it("uses lower-case names, so a page's policy replaces the default one instead of adding a second", () => {
    for (const { key } of securityHeaders({ https: true, contentSecurityPolicy: "x" }))
      expect(key).toBe(key.toLowerCase());
  });
});

describe("third parties from the environment", () => {
  it("are none by default", () => {
    expect(configuredThirdParties(parseEnv({}))).toEqual([]);
  });

  it("builds the vendors' script addresses from the ids, on configurable hosts", () => {
    const [gtm, clarity] = configuredThirdParties(parseEnv({ GTM_ID: "GTM-AB12CD3", HEATMAP_ID: "abcd1234ef" }));
    expect(gtm).toMatchObject({ category: "analytics", src: "https://www.googletagmanager.com/gtm.js?id=GTM-AB12CD3" });
    expect(clarity).toMatchObject({ category: "heatmap", src: "https://www.clarity.ms/tag/abcd1234ef" });

    const stubbed = configuredThirdParties(
      parseEnv({
        GTM_ID: "GTM-AB12CD3",
        GTM_SCRIPT_URL: "http://127.0.0.1:4000/gtm.js",
        HEATMAP_ID: "abcd1234ef",
        HEATMAP_SCRIPT_URL: "http://127.0.0.1:4001/tag",
      }),
    );
    expect(stubbed.map((party) => party.src)).toEqual([
      "http://127.0.0.1:4000/gtm.js?id=GTM-AB12CD3",
      "http://127.0.0.1:4001/tag/abcd1234ef",
    ]);
    expect(stubbed[0]?.sources.script).toEqual(["http://127.0.0.1:4000"]);
  });

  it("refuses ids and addresses that are not what the vendors hand out", () => {
    expect(() => parseEnv({ GTM_ID: "UA-1234" })).toThrow(
      /GTM_ID="UA-1234": must be a Google Tag Manager container id/,
    );
    expect(() => parseEnv({ HEATMAP_ID: "a b" })).toThrow(/HEATMAP_ID/);
    expect(() => parseEnv({ GTM_SCRIPT_URL: "javascript:alert(1)" })).toThrow(/GTM_SCRIPT_URL/);
  });
});
