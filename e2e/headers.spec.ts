// Security headers on every kind of response of the production server, and a page that runs
// under its own Content-Security-Policy without a single violation.
import { expect, test, type APIResponse } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";

function expectSecurityHeaders(response: APIResponse, what: string): Record<string, string> {
  const headers = response.headers();
  expect.soft(headers["content-security-policy"], `${what}: Content-Security-Policy`).toMatch(/frame-ancestors 'none'/);
  expect.soft(headers["content-security-policy"], `${what}: Content-Security-Policy`).toMatch(/default-src 'self'/);
  expect.soft(headers["content-security-policy"], `${what}: Content-Security-Policy`).toMatch(/object-src 'none'/);
  expect.soft(headers["x-content-type-options"], `${what}: X-Content-Type-Options`).toBe("nosniff");
  expect.soft(headers["referrer-policy"], `${what}: Referrer-Policy`).toBe("strict-origin-when-cross-origin");
  expect.soft(headers["permissions-policy"], `${what}: Permissions-Policy`).toMatch(/camera=\(\).*geolocation=\(\).*microphone=\(\)/);
  expect.soft(headers["x-frame-options"], `${what}: X-Frame-Options`).toBe("DENY");
  expect.soft(headers["x-powered-by"], `${what}: no X-Powered-By`).toBeUndefined();
  // SITE_URL is http in this test run: no HSTS (it would pin browsers to https on a host without it).
  expect.soft(headers["strict-transport-security"], `${what}: no HSTS over http`).toBeUndefined();
  // One policy only: two would both apply.
  expect.soft(response.headersArray().filter(({ name }) => name.toLowerCase() === "content-security-policy"), `${what}: a single policy`).toHaveLength(1);
  return headers;
}

const nonceOf = (policy: string | undefined) => policy?.match(/'nonce-([^']+)'/)?.[1];

test("a page, an error page, a static asset and an API route carry every security header", async ({ request }) => {
  const page = await request.get("/");
  expect(page.status()).toBe(200);
  const pageHeaders = expectSecurityHeaders(page, "page");
  const html = await page.text();
  const nonce = nonceOf(pageHeaders["content-security-policy"]);
  expect(nonce).toBeTruthy();
  // Every script of the page carries the nonce of its own response.
  const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) expect(script).toContain(`nonce="${nonce}"`);

  // A fresh nonce for every response.
  const again = await request.get("/");
  expect(nonceOf(again.headers()["content-security-policy"])).not.toBe(nonce);

  const notFound = await request.get("/cette-page-n-existe-pas");
  expect(notFound.status()).toBe(404);
  expect(nonceOf(expectSecurityHeaders(notFound, "error page")["content-security-policy"])).toBeTruthy();

  const asset = html.match(/\/_next\/static\/[^"]+\.(?:js|css)/)?.[0];
  expect(asset).toBeTruthy();
  const staticFile = await request.get(asset as string);
  expect(staticFile.status()).toBe(200);
  expectSecurityHeaders(staticFile, "static asset");

  const api = await request.get("/api/health");
  expect(api.status()).toBe(200);
  expectSecurityHeaders(api, "API route");

  const missingApi = await request.get("/api/nothing-here");
  expect(missingApi.status()).toBe(404);
  expectSecurityHeaders(missingApi, "unknown API route");
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
    document.addEventListener("securitypolicyviolation", (event) => seen.push(`${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`));
  });
  await page.goto("/en");
  // The consent banner is JavaScript: it appears only if the nonce let the site's scripts run.
  await expect(page.getByRole("dialog", { name: "Your cookie choices" })).toBeVisible();
  await page.getByRole("button", { name: "Reject all" }).click();
  // Client-side navigation (runtime chunks, RSC payloads) within the policy.
  await page.getByRole("contentinfo").getByRole("link").first().click();
  await page.waitForLoadState("networkidle");
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations)).toEqual([]);

  // Code injected into the page without the nonce does not run.
  const ran = await page.evaluate(async () => {
    const blocked = new Promise<string>((resolve) => document.addEventListener("securitypolicyviolation", (event) => resolve(event.violatedDirective), { once: true }));
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    return { directive: await blocked, injected: (window as { __injected?: boolean }).__injected ?? false };
  });
  expect(ran).toEqual({ directive: "script-src-elem", injected: false });
  await expectNoAxeViolations(page);
});
