// Consent before tracking: with a tag manager and a heatmap configured (playwright.config.ts),
// their scripts are answered by a stub on 127.0.0.1 that records what the browser asks for.
import { expect, test, type Page } from "@playwright/test";
import { startStub, type Stub } from "../tests/stub-server.ts";
import { cmsUrl, expectNoAxeViolations } from "./helpers.ts";

// One stub on the port the site was configured with: this file's tests share it, one at a time.
test.describe.configure({ mode: "serial" });

const stubPort = Number(process.env.E2E_THIRD_PARTY_PORT);
let stub: Stub;

/** Stand-ins for gtm.js and Clarity's tag: they set the vendors' first-party cookies and send a beacon, as the real ones do. */
const scripts: Record<string, string> = {
  "/gtm.js": `document.cookie = "_ga=GA1.1.42; path=/"; document.cookie = "_ga_E2E=GS1.1.42; path=/"; window.__tagManagerRuns = (window.__tagManagerRuns || 0) + 1; new Image().src = "ORIGIN/collect/gtm";`,
  "/clarity/tag/e2eheatmap": `document.cookie = "_clck=42; path=/"; document.cookie = "_clsk=42; path=/"; window.__heatmapRuns = (window.__heatmapRuns || 0) + 1; new Image().src = "ORIGIN/collect/clarity";`,
};

test.beforeAll(async () => {
  stub = await startStub((request, response) => {
    const path = (request.url ?? "").split("?")[0] ?? "";
    const script = scripts[path];
    if (script) {
      response.writeHead(200, { "content-type": "text/javascript" });
      response.end(script.replaceAll("ORIGIN", `http://127.0.0.1:${stubPort}`));
    } else {
      response.writeHead(204);
      response.end();
    }
  }, stubPort);
});

test.afterAll(async () => {
  await stub.close();
});

test.beforeEach(() => {
  stub.requests.length = 0;
});

/** Every request the page makes to a host other than the site and its CMS media host. */
function watchThirdParties(page: Page, baseURL: string | undefined): string[] {
  const own = new Set([new URL(baseURL ?? "").origin, new URL(cmsUrl).origin]);
  const seen: string[] = [];
  page.on("request", (request) => {
    if (!own.has(new URL(request.url()).origin)) seen.push(request.url());
  });
  return seen;
}

const stubPaths = () => stub.requests.map((request) => request.url.split("?")[0] ?? "");
const cookieNames = async (page: Page) => (await page.context().cookies()).map((cookie) => cookie.name).sort();

test("nothing third-party loads before consent; the banner and its preferences pass axe", async ({ page, baseURL }) => {
  const thirdParty = watchThirdParties(page, baseURL);
  await page.goto("/");
  const banner = page.getByRole("dialog", { name: "Vos choix en matière de cookies" });
  await expect(banner).toBeVisible();
  await expect(banner.getByRole("button", { name: "Tout accepter" })).toBeVisible();
  await expect(banner.getByRole("button", { name: "Tout refuser" })).toBeVisible();
  await expectNoAxeViolations(page);

  await banner.getByRole("button", { name: "Personnaliser" }).click();
  const preferences = page.getByRole("dialog", { name: "Préférences de cookies" });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole("checkbox", { name: /Mesure d’audience/ })).not.toBeChecked();
  await expect(preferences.getByRole("checkbox", { name: /Cartes de chaleur/ })).not.toBeChecked();
  await expectNoAxeViolations(page);

  // A further page, still without a choice.
  await page.goto("/en");
  await expect(page.getByRole("dialog", { name: "Your cookie choices" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(thirdParty).toEqual([]);
  expect(stub.requests).toEqual([]);
  expect(await cookieNames(page)).toEqual([]);
});

test("accepting one category loads that script only, and the choice is remembered", async ({ page, baseURL }) => {
  const thirdParty = watchThirdParties(page, baseURL);
  await page.goto("/");
  await page.getByRole("button", { name: "Personnaliser" }).click();
  const preferences = page.getByRole("dialog", { name: "Préférences de cookies" });
  await preferences.getByRole("checkbox", { name: /Mesure d’audience/ }).check({ force: true });
  await preferences.getByRole("button", { name: "Enregistrer mes choix" }).click();
  await expect(preferences).toBeHidden();

  await expect.poll(stubPaths).toEqual(["/gtm.js", "/collect/gtm"]);
  expect(stub.requests[0]?.url).toBe("/gtm.js?id=GTM-E2E0TEST");
  expect(await page.evaluate(() => (window as { __tagManagerRuns?: number }).__tagManagerRuns)).toBe(1);
  expect(await cookieNames(page)).toEqual(["_ga", "_ga_E2E", "cc_cookie"]);

  // Next visit: no banner, the tag manager again, still no heatmap.
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect.poll(() => stubPaths().filter((path) => path === "/gtm.js").length).toBe(2);
  await expect(page.getByRole("dialog", { name: "Your cookie choices" })).toBeHidden();
  expect(stubPaths().filter((path) => path.includes("clarity"))).toEqual([]);
  expect(thirdParty.every((url) => url.startsWith(`http://127.0.0.1:${stubPort}/`))).toBe(true);
});

test("accepting all loads the tag manager and the heatmap", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("dialog", { name: "Your cookie choices" }).getByRole("button", { name: "Accept all" }).click();
  await expect
    .poll(() => stubPaths().sort())
    .toEqual(["/clarity/tag/e2eheatmap", "/collect/clarity", "/collect/gtm", "/gtm.js"]);
  expect(await cookieNames(page)).toEqual(["_clck", "_clsk", "_ga", "_ga_E2E", "cc_cookie"]);
});

test("refusing loads nothing, now or on the next pages", async ({ page, baseURL }) => {
  const thirdParty = watchThirdParties(page, baseURL);
  await page.goto("/");
  await page
    .getByRole("dialog", { name: "Vos choix en matière de cookies" })
    .getByRole("button", { name: "Tout refuser" })
    .click();
  await expect(page.getByRole("dialog", { name: "Vos choix en matière de cookies" })).toBeHidden();
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("dialog", { name: "Your cookie choices" })).toBeHidden();
  expect(thirdParty).toEqual([]);
  expect(stub.requests).toEqual([]);
  expect(await cookieNames(page)).toEqual(["cc_cookie"]);
});

test("withdrawing consent from the footer erases the cookies and stops the scripts", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("button", { name: "Tout accepter" }).click();
  await expect.poll(() => cookieNames(page)).toEqual(["_clck", "_clsk", "_ga", "_ga_E2E", "cc_cookie"]);
  // The page's idle prefetches over before the reload below (requests a reload cuts short are
  // never settled for Playwright, whose "networkidle" would then never come).
  await expect(page.locator("html")).toHaveAttribute("data-prefetch", "done");
  await page.waitForLoadState("networkidle");

  await page.getByRole("contentinfo").getByRole("button", { name: "Gérer les cookies" }).click();
  const preferences = page.getByRole("dialog", { name: "Préférences de cookies" });
  await expect(preferences).toBeVisible();
  await expect(preferences.getByRole("checkbox", { name: /Mesure d’audience/ })).toBeChecked();
  stub.requests.length = 0;
  // Withdrawing reloads the page (a running script cannot be unloaded).
  await Promise.all([page.waitForEvent("load"), preferences.getByRole("button", { name: "Tout refuser" }).click()]);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // Hydrated and idle (the consent loader runs as the page hydrates, the idle prefetch after):
  // a script it would load would be asked for by now. ("networkidle" never comes after this
  // reload in Chromium: prefetches the new page gets from its memory cache are never settled.)
  await expect(page.locator("html")).toHaveAttribute("data-prefetch", "done");
  expect(await cookieNames(page)).toEqual(["cc_cookie"]);
  expect(stub.requests).toEqual([]);
  expect(await page.evaluate(() => (window as { __tagManagerRuns?: number }).__tagManagerRuns)).toBeUndefined();
});

test("the footer's cookie settings work by keyboard, in English too", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("button", { name: "Reject all" }).click();
  const settings = page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" });
  await settings.focus();
  await page.keyboard.press("Enter");
  const preferences = page.getByRole("dialog", { name: "Cookie preferences" });
  await expect(preferences).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await expect(preferences).toBeHidden();
});
