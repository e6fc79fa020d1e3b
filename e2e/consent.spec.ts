// Consent before tracking: with a tag manager and a heatmap configured (playwright.config.ts),
// their scripts are answered by a stub on 127.0.0.1 that records what the browser asks for.
import { expect, test, type Page } from "@playwright/test";
import { freePort } from "../scripts/lib/free-port.ts";
import { startStub, type Stub } from "../tests/stub-server.ts";
import { cmsUrl, expectNoAxeViolations, suiteSiteUrl } from "./helpers.ts";
import { startPrivateSite } from "./private-site.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";

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
  const banner = page.getByRole("region", { name: "Vos choix en matière de cookies" });
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
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeVisible();
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
  // Its beacon too, before the test ends: one arriving late would count in the next test's requests.
  await expect.poll(() => stubPaths().filter((path) => path === "/collect/gtm").length).toBe(2);
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
  expect(stubPaths().filter((path) => path.includes("clarity"))).toEqual([]);
  expect(thirdParty.every((url) => url.startsWith(`http://127.0.0.1:${stubPort}/`))).toBe(true);
});

test("accepting all loads the tag manager and the heatmap", async ({ page }) => {
  await page.goto("/en");
  await page.getByRole("region", { name: "Your cookie choices" }).getByRole("button", { name: "Accept all" }).click();
  // What the stub saw, each path once: a request of an earlier test's page may still arrive on a busy machine.
  await expect
    .poll(() => [...new Set(stubPaths())].sort())
    .toEqual(["/clarity/tag/e2eheatmap", "/collect/clarity", "/collect/gtm", "/gtm.js"]);
  // Each script ran once in this page.
  expect(
    await page.evaluate(() => {
      const runs = window as { __tagManagerRuns?: number; __heatmapRuns?: number };
      return [runs.__tagManagerRuns, runs.__heatmapRuns];
    }),
  ).toEqual([1, 1]);
  // The browser stores a cookie a script sets on its own time: read until it has.
  await expect.poll(() => cookieNames(page)).toEqual(["_clck", "_clsk", "_ga", "_ga_E2E", "cc_cookie"]);
});

test("refusing loads nothing, now or on the next pages", async ({ page, baseURL }) => {
  const thirdParty = watchThirdParties(page, baseURL);
  await page.goto("/");
  await page
    .getByRole("region", { name: "Vos choix en matière de cookies" })
    .getByRole("button", { name: "Tout refuser" })
    .click();
  await expect(page.getByRole("region", { name: "Vos choix en matière de cookies" })).toBeHidden();
  await page.goto("/en");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await expect(page.getByRole("region", { name: "Your cookie choices" })).toBeHidden();
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

const banners = {
  fr: {
    path: "/",
    name: "Vos choix en matière de cookies",
    accept: "Tout accepter",
    refuse: "Tout refuser",
    skip: "Aller au contenu",
  },
  en: { path: "/en", name: "Your cookie choices", accept: "Accept all", refuse: "Reject all", skip: "Skip to content" },
} as const;

for (const [language, banner] of Object.entries(banners)) {
  test(`on a 375 × 667 phone the banner takes at most 30 % of the screen, in the site's type, accept and refuse alike side by side (${language})`, async ({
    page,
  }) => {
    const screen = { width: 375, height: 667 };
    await page.setViewportSize(screen);
    await page.goto(banner.path);
    const region = page.getByRole("region", { name: banner.name });
    await expect(region).toBeVisible();
    const box = await region.boundingBox();
    if (!box) throw new Error("the banner has no box");
    const shown =
      Math.max(0, Math.min(box.x + box.width, screen.width) - Math.max(box.x, 0)) *
      Math.max(0, Math.min(box.y + box.height, screen.height) - Math.max(box.y, 0));
    expect(shown / (screen.width * screen.height)).toBeLessThanOrEqual(0.3);

    // The site's font and body size (DESIGN.md), not the library's 14 px.
    const text = await region.locator("#cm__desc").evaluate((element) => {
      const style = getComputedStyle(element);
      return {
        family: style.fontFamily,
        size: Number.parseFloat(style.fontSize),
        page: getComputedStyle(document.body).fontFamily,
      };
    });
    expect(text.family).toBe(text.page);
    expect(text.size).toBeGreaterThanOrEqual(16);

    // Equal weight: the same size, on one line, in the same style.
    const accept = region.getByRole("button", { name: banner.accept, exact: true });
    const refuse = region.getByRole("button", { name: banner.refuse, exact: true });
    const [acceptBox, refuseBox] = [await accept.boundingBox(), await refuse.boundingBox()];
    if (!acceptBox || !refuseBox) throw new Error("a choice is not shown");
    expect(Math.abs(acceptBox.width - refuseBox.width)).toBeLessThan(1);
    expect(acceptBox.height).toBe(refuseBox.height);
    expect(acceptBox.y).toBe(refuseBox.y);
    expect(acceptBox.height).toBeGreaterThanOrEqual(44);
    const look = (button: typeof accept) =>
      button.evaluate((element) => {
        const style = getComputedStyle(element);
        return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.borderRadius];
      });
    expect(await look(refuse)).toEqual(await look(accept));
    await expectNoAxeViolations(page);
  });
}

/** Holds the consent library's script (loaded once the page is interactive) until `release` is called. */
async function holdConsentLibrary(page: Page): Promise<{ requested: Promise<void>; release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let seen: () => void = () => undefined;
  const requested = new Promise<void>((resolve) => {
    seen = resolve;
  });
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes("show--consent")) {
      seen();
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { requested, release };
}

test("the banner leaves focus where the visitor is, is announced politely, and is no dialog", async ({ page }) => {
  const library = await holdConsentLibrary(page);
  await page.goto(banners.fr.path);
  await library.requested;
  // The visitor is already using the page when the banner comes.
  const home = page.getByRole("banner").getByRole("link").first();
  await home.focus();
  library.release();
  const region = page.getByRole("region", { name: banners.fr.name });
  await expect(region).toBeVisible();
  // The library moves focus 100 ms after the banner shows: a timer set now runs after its own.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 100)));
  await expect(home).toBeFocused();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.locator('[aria-live="polite"]').filter({ hasText: banners.fr.name })).toHaveText(
    /^Vos choix en matière de cookies\. Avec votre accord, des outils tiers mesurent l’audience du site\./,
  );
});

test("the banner is first in the page for the keyboard, and Tab goes on from it to the page", async ({ page }) => {
  const banner = banners.en;
  await page.goto(banner.path);
  const region = page.getByRole("region", { name: banner.name });
  await expect(region).toBeVisible();
  await expect(page.locator("body")).toBeFocused();
  for (const name of ["Customise", banner.accept, banner.refuse]) {
    await page.keyboard.press("Tab");
    await expect(region.getByRole("button", { name, exact: true })).toBeFocused();
  }
  // Not held in the banner: on to the skip link, then the header.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: banner.skip })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Enter");
  await expect(region).toBeHidden();
  expect(await cookieNames(page)).toEqual(["cc_cookie"]);
});

test("a server started with third parties other than its build's refuses to start, and says why", async () => {
  test.setTimeout(120_000);
  // GTM_ID set (or unset) at run time on the suite's build: the Content-Security-Policy would follow
  // it, the pages' banner would not.
  for (const [settings, message] of [
    [{ GTM_ID: "GTM-OTHER01" }, "GTM_ID=GTM-OTHER01: this build was made with GTM_ID=GTM-E2E0TEST."],
    [
      { GTM_ID: "" },
      "GTM_ID unset, GTM_SCRIPT_URL unset: this build was made with GTM_ID=GTM-E2E0TEST, GTM_SCRIPT_URL=",
    ],
  ] as const) {
    const site = await startPrivateSite({
      PORT: String(await freePort()),
      HOST: "127.0.0.1",
      SITE_URL: suiteSiteUrl,
      ...suiteThirdParties(),
      ...settings,
    });
    try {
      expect(await site.exited).toBe(1);
      expect(site.output()).toContain(message);
      expect(site.output()).toContain("Build again with these settings (npm run build), or start with the build's");
    } finally {
      await site.remove();
    }
  }
});
