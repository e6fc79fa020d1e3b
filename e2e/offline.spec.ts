// The service worker (/sw.js, scope /): pages seen before open offline, the others show the
// offline page of their language, which searches the copy of the search documents the worker
// keeps. Only this spec lets service workers in (playwright.config.ts).
//
// Offline is made twice: the browser's emulation (`context.setOffline`, which the page's
// `navigator.onLine` follows), and the network itself. Each test reaches the site through a
// loopback relay of its own, which `goOffline()` closes: a service worker the browser stopped when
// idle and started again may fetch past the emulation (microsoft/playwright#2311), but not past a
// closed port.
import net from "node:net";
import { test as base, expect, type Page } from "@playwright/test";
import { cmsSiteName, expectNoAxeViolations, refuseConsent } from "./helpers.ts";

interface Relay {
  origin: string;
  /** Closes the relay: new connections are refused, open ones are cut. */
  close(): Promise<void>;
}

async function openRelay(target: URL): Promise<Relay> {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => {
        client.destroy();
        upstream.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

const test = base.extend<{ relay: Relay; goOffline: () => Promise<void> }>({
  relay: async ({}, provide, testInfo) => {
    const relay = await openRelay(new URL(String(testInfo.project.use.baseURL)));
    await provide(relay);
    await relay.close();
  },
  baseURL: async ({ relay }, provide) => provide(relay.origin),
  goOffline: async ({ context, relay }, provide) => {
    await provide(async () => {
      await context.setOffline(true);
      await relay.close();
    });
  },
});

test.use({ serviceWorkers: "allow" });
async function cached(page: Page, path: string): Promise<boolean> {
  return page.evaluate(async (url) => (await caches.match(url, { cacheName: "pages" })) !== undefined, path);
}

test("pages seen before open offline; a page never seen shows the offline page in its language", async ({
  page,
  context,
  goOffline,
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
  await goOffline();
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

test("offline, after one visit online, the offline page searches the site in its language", async ({
  page,
  context,
  goOffline,
}) => {
  const languages = [
    {
      language: "fr",
      unvisited: "/investir",
      title: "Vous êtes hors ligne",
      landmark: "Rechercher hors ligne",
      label: "Rechercher dans le site tel qu’il est enregistré sur cet appareil",
      results: /^\d+\srésultats? pour «.hackatjon.»$/,
      event: "Hackathon santé numérique",
      notSaved: "Page non enregistrée : il faut une connexion",
      pageQuery: "vivre",
      page: "/vivre",
      pageTitle: "Vivre",
      saved: "Page enregistrée sur cet appareil",
    },
    {
      language: "en",
      unvisited: "/en/ecosystem",
      title: "You are offline",
      landmark: "Search offline",
      label: "Search the site as saved on this device",
      results: /^\d+ results? for “hackatjon”$/,
      event: "Digital health hackathon",
      notSaved: "Page not saved: needs a connection",
      pageQuery: "life",
      page: "/en/life",
      pageTitle: "Life",
      saved: "Page saved on this device",
    },
  ] as const;

  // One visit online: the worker installs, keeping the search documents; two pages are seen.
  await page.goto("/vivre");
  await refuseConsent(page);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.goto("/en/life");
  for (const { page: path } of languages) await expect.poll(() => cached(page, path)).toBe(true);
  await expect
    .poll(() =>
      page.evaluate(async () => (await caches.match("/api/search-index", { cacheName: "search" })) !== undefined),
    )
    .toBe(true);

  await goOffline();
  try {
    for (const text of languages) {
      await page.goto(text.unvisited);
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      const search = page.getByRole("search", { name: text.landmark });
      const input = search.getByRole("searchbox", { name: text.label });
      // The site's own matching rules: one typo tolerated.
      await input.fill("hackatjon");
      const answer = page.locator('[data-offline-search="ready"]');
      await expect(answer.getByRole("status")).toHaveText(text.results);
      const event = answer.getByRole("listitem").filter({ has: page.getByRole("link", { name: text.event }) });
      await expect(event).toContainText(text.notSaved);
      await input.fill(text.pageQuery);
      const seen = answer
        .getByRole("listitem")
        .filter({ has: page.getByRole("link", { name: text.pageTitle, exact: true }) });
      await expect(seen).toContainText(text.saved);
      await expectNoAxeViolations(page);
      // A page seen before opens from the result, offline.
      await seen.getByRole("link", { name: text.pageTitle, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${text.page}$`));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toHaveCount(0);
    }

    // Without the documents (the worker's copy gone), the offline page offers no search.
    await page.evaluate(() => caches.delete("search"));
    await page.goto("/investir");
    await expect(page.locator("[data-offline-search]")).toHaveAttribute("data-offline-search", "none");
    await expect(page.getByRole("search", { name: "Rechercher hors ligne" })).toHaveCount(0);
  } finally {
    await context.setOffline(false);
  }
});
