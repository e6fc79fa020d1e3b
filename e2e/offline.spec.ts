// The service worker (/sw.js, scope /): pages seen before open offline, the others show the
// offline page of their language. Only this spec lets service workers in (playwright.config.ts).
import { expect, test, type Page } from "@playwright/test";
import { cmsSiteName, expectNoAxeViolations } from "./helpers.ts";

test.use({ serviceWorkers: "allow" });
async function cached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url, { cacheName: "pages" })) !== undefined, path);
}

test("pages seen before open offline; a page never seen shows the offline page in its language", async ({
  page,
  context,
}) => {
  await page.goto("/");
  const registration = await page.evaluate(async () => {
    const ready = await navigator.serviceWorker.ready;
    return { scope: ready.scope, script: ready.active?.scriptURL };
  });
  expect(new URL(registration.scope).pathname).toBe("/");
  expect(new URL(registration.script ?? "").pathname).toBe("/sw.js");
  // The worker takes over the page at once (clientsClaim), and keeps the page it was registered from.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect.poll(() => cached(page, "/")).toBe(true);

  // A page opened as a document, and one reached by client navigation.
  await page.goto("/vivre");
  await expect.poll(() => cached(page, "/vivre")).toBe(true);
  await page.getByRole("button", { name: "Tout refuser" }).click();
  await page.locator("header nav").first().getByRole("link", { name: "Étudier" }).click();
  await expect(page).toHaveURL(/\/etudier$/);
  await expect.poll(() => cached(page, "/etudier")).toBe(true);

  // Offline, every script and style sheet comes from the worker's caches: one missing chunk would
  // fail the page's hydration and replace it with the error page.
  const failedFiles: string[] = [];
  page.on("requestfailed", (request) => {
    if (new URL(request.url()).pathname.startsWith("/_next/static/")) failedFiles.push(request.url());
  });
  await context.setOffline(true);
  try {
    for (const { path, title } of [
      { path: "/vivre", title: "Vivre" },
      { path: "/etudier", title: "Étudier" },
    ]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" }).locator('[aria-current="page"]')).toHaveText(
        title,
      );
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(
        page.getByText("Vous êtes hors ligne. Les pages déjà consultées restent disponibles."),
      ).toBeVisible();
    }

    await page.goto("/investir");
    // Offline, nothing reloads the page by itself (a code chunk missing offline is not worth a reload).
    let reloads = 0;
    page.on("domcontentloaded", () => {
      reloads += 1;
    });
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
    await expect(page).toHaveTitle(`Vous êtes hors ligne - ${await cmsSiteName()}`);
    // At the address asked for: "try again" reloads it.
    await expect(page).toHaveURL(/\/investir$/);
    await expect(page.getByRole("link", { name: "Réessayer" })).toHaveJSProperty("href", page.url());
    await expectNoAxeViolations(page);
    // Hydrated from cached files, the offline page stays itself (no error page replaces it).
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: "Vous êtes hors ligne" })).toBeVisible();
    expect(reloads).toBe(0);

    await page.goto("/en/life");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    expect(failedFiles).toEqual([]);
  } finally {
    await context.setOffline(false);
  }
});
