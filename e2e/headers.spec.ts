// Security headers on every kind of response of the production server, and a page that runs
// under its own Content-Security-Policy without a single violation. A page carries its policy in a
// <meta> element first in its head, and in its header only what a <meta> cannot carry.
import { expect, test, type APIResponse } from "@playwright/test";
import { hashSource } from "../lib/security/inline-hashes.ts";
import { policyOfElement } from "../lib/server/response-guard.ts";
import { expectNoAxeViolations } from "./helpers.ts";

/** The security headers; `html`: a page's markup, whose <meta> element holds its policy but frame-ancestors. */
function expectSecurityHeaders(response: APIResponse, what: string, html?: string): Record<string, string> {
  const headers = response.headers();
  expect.soft(headers["content-security-policy"], `${what}: Content-Security-Policy`).toMatch(/frame-ancestors 'none'/);
  const policy = html === undefined ? headers["content-security-policy"] : policyOfElement(html);
  expect.soft(policy, `${what}: Content-Security-Policy`).toMatch(/default-src 'self'/);
  expect.soft(policy, `${what}: Content-Security-Policy`).toMatch(/object-src 'none'/);
  if (html !== undefined) {
    expect.soft(headers["content-security-policy"], `${what}: the page's header policy`).toBe("frame-ancestors 'none'");
    // Before anything it governs: right after the charset, first in the head.
    expect
      .soft(html, `${what}: the policy first in the head`)
      .toMatch(/^<!DOCTYPE html><html[^>]*><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy"/);
    expect
      .soft(policy, `${what}: no frame-ancestors in the <meta> (browsers ignore it there)`)
      .not.toMatch(/frame-ancestors/);
  }
  expect.soft(headers["x-content-type-options"], `${what}: X-Content-Type-Options`).toBe("nosniff");
  expect.soft(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect
    .soft(headers["permissions-policy"], `${what}: Permissions-Policy`)
    .toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect.soft(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
  expect.soft(headers["x-powered-by"], `${what}: no X-Powered-By`).toBeUndefined();
  // SITE_URL is http in this test run: no HSTS (it would pin browsers to https on a host without it).
  expect.soft(headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
  // One policy only: two would both apply.
  expect
    .soft(
      response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy"),
      `${what}: a single policy`,
    )
    .toHaveLength(1);
  return headers;
}

const scriptSources = (policy: string | undefined) => policy?.match(/script-src ([^;]*)/)?.[1]?.split(" ") ?? [];

/** The page's policy lists exactly the hashes of its inline scripts, and nothing unsafe. */
function expectPolicyOfPage(html: string, policy: string | undefined, what: string): void {
  const sources = scriptSources(policy);
  expect(sources, what).not.toContain("'unsafe-inline'");
  expect(sources, what).not.toContain("'unsafe-eval'");
  expect(
    sources.filter((source) => source.startsWith("'nonce-")),
    what,
  ).toEqual([]);
  const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) =>
    hashSource(match[1] ?? ""),
  );
  expect(inline.length, what).toBeGreaterThan(0);
  expect(new Set(sources.filter((source) => source.startsWith("'sha256-"))), what).toEqual(new Set(inline));
}

test("a page, an error page, a static asset and an API route carry every security header", async ({ request }) => {
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  const html = await page.text();
  const pageHeaders = expectSecurityHeaders(page, "page", html);
  expectPolicyOfPage(html, policyOfElement(html), "home page");
  // A cached page: the same bytes and the same policy for every visitor.
  const again = await request.get("/");
  expect(again.headers()["content-security-policy"]).toBe(pageHeaders["content-security-policy"]);
  expect(await again.text()).toBe(html);

  const notFound = await request.get("/cette-page-n-existe-pas");
  expect(notFound.status()).toBe(404);
  const notFoundHtml = await notFound.text();
  expectSecurityHeaders(notFound, "error page", notFoundHtml);
  expectPolicyOfPage(notFoundHtml, policyOfElement(notFoundHtml), "404 page");

  const asset = html.match(/\/_next\/static\/[^"]+\.(?:js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const staticFile = await request.get(asset as string);
  expect(staticFile.status()).toBe(200);
  expectSecurityHeaders(staticFile, "static asset");

  const api = await request.get("/api/health");
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api, "API route");

  // Next's 404 page, in HTML: its policy in the page too.
  const missingApi = await request.get("/api/nothing-here");
  expect(missingApi.status()).toBe(404);
  expect(missingApi.headers()["content-type"]).toMatch(/^text\/html/);
  expectSecurityHeaders(missingApi, "unknown API route", await missingApi.text());
});

test("the site runs under its own policy: no violation, scripts work, injected code is refused", async ({ page }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(message.text());
  });
  // Violations that log nothing (an eval probe caught by the library that tried it) still fire the event.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`),
    );
  });
  await page.goto("/en");
  // The consent banner is JavaScript: it appears only if the policy let the site's scripts run.
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
  await page.getByRole("button", { name: "Reject all" }).click();
  // Client-side navigation (runtime chunks, RSC payloads) within the policy.
  await page.getByRole("contentinfo").getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);

  // Code injected into the page does not run: its hash is not in the page's policy.
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) =>
      document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }),
    );
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return { directive: await blocked, injected: (window as { __injected?: boolean }).__injected ?? false };
  });
  expect(ran).toEqual({ directive: "script-src-elem", injected: false });
  await expectNoAxeViolations(page);
});
