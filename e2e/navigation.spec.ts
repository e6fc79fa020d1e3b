// Moving around the site (SPEC.md §2, §4; issue 5): menu, header background, breadcrumb,
// language switch, loading bar, scroll, prefetch, chunk reload guard, connection.
import { expect, test, type Page, type Request } from "@playwright/test";
import { cmsJson, expectNoAxeViolations, refuseConsent } from "./helpers.ts";
import { startOwnSite } from "./private-site.ts";

const phone = { width: 375, height: 667 };

/** What the menu button's icon draws: three bars, or a cross (its outer bars turned, the middle one gone). */
async function burgerBars(page: Page): Promise<"bars" | "cross"> {
  return page
    .locator("header summary > span")
    .first()
    .evaluate((icon) => {
      const turned =
        getComputedStyle(icon, "::before").transform !== "none" &&
        getComputedStyle(icon, "::after").transform !== "none";
      return turned && getComputedStyle(icon).backgroundColor === "rgba(0, 0, 0, 0)" ? "cross" : "bars";
    });
}

/** The body's computed overflow (the menu's scroll lock). */
async function bodyOverflow(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.body).overflow);
}

function isRscRequest(request: Request): boolean {
  return request.headers()["rsc"] === "1";
}

function isPrefetch(request: Request): boolean {
  const headers = request.headers();
  return headers["next-router-prefetch"] !== undefined || headers["next-router-segment-prefetch"] !== undefined;
}

test.describe("menu", () => {
  test.use({ viewport: phone });

  for (const { language, path, labels, button: names, contact } of [
    {
      language: "fr",
      path: "/vivre",
      labels: ["Vivre", "Étudier", "L’écosystème", "Investir", "Actualités & agenda", "Contact"],
      button: { open: "Menu", close: "Fermer" },
      contact: "/contact",
    },
    {
      language: "en",
      path: "/en/life",
      labels: ["Life", "Study", "Ecosystem", "Invest", "News & events", "Contact"],
      button: { open: "Menu", close: "Close" },
      contact: "/en/contact",
    },
  ] as const) {
    test(`opens and closes with its button, which shows and says its state, locks the page's scroll, keeps focus inside (${language})`, async ({
      page,
    }) => {
      await page.goto(path);
      await refuseConsent(page, language);
      const button = page.locator("header summary");
      const menu = page.locator("#site-menu");
      await expect(button).toHaveAttribute("aria-controls", "site-menu");
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAccessibleName(names.open);
      expect(await burgerBars(page)).toBe("bars");
      await expect(menu).toBeHidden();
      await expectNoAxeViolations(page);

      // Items from the site options, in this language, then the contact page.
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "true");
      await expect(button).toHaveAccessibleName(names.close);
      await expect(button.getByText(names.close, { exact: true })).toBeVisible();
      await expect(button.getByText(names.open, { exact: true })).toBeHidden();
      expect(await burgerBars(page)).toBe("cross");
      await expect(menu.getByRole("link")).toHaveText([...labels]);
      await expect(menu.getByRole("link", { name: "Contact" })).toHaveAttribute("href", contact);
      expect(await bodyOverflow(page)).toBe("hidden");
      // Focus moved into the menu, and Tab cycles between the button and the links.
      await expect(menu.getByRole("link").first()).toBeFocused();
      for (let index = 1; index < labels.length; index += 1) await page.keyboard.press("Tab");
      await expect(menu.getByRole("link").last()).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(button).toBeFocused();
      await page.keyboard.press("Shift+Tab");
      await expect(menu.getByRole("link").last()).toBeFocused();
      await expectNoAxeViolations(page);

      // The button closes it: scroll back, focus on the button.
      await button.click();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAccessibleName(names.open);
      await expect(menu).toBeHidden();
      expect(await bodyOverflow(page)).toBe("visible");
      await expect(button).toBeFocused();

      // Escape: closed (reset), overflow auto, focus back on the button.
      await button.press("Enter");
      await expect(menu.getByRole("link").first()).toBeFocused();
      expect(await bodyOverflow(page)).toBe("hidden");
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toBeFocused();
      expect(await bodyOverflow(page)).toBe("auto");

      // A click outside closes it.
      await button.click();
      await expect(menu).toBeVisible();
      await page.mouse.click(phone.width / 2, phone.height - 20);
      await expect(menu).toBeHidden();
      expect(await bodyOverflow(page)).toBe("auto");

      // A click outside that comes at once, before React has rendered the opening, closes it too.
      await page.evaluate(() => {
        document.querySelector<HTMLElement>("header summary")?.click();
        document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
      });
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      expect(await bodyOverflow(page)).toBe("auto");

      // A route change closes it: here, to the contact page.
      await button.click();
      await menu.getByRole("link", { name: "Contact" }).click();
      await expect(page).toHaveURL(new RegExp(`${contact}$`));
      await expect(page.getByRole("form")).toBeVisible();
      await expect(menu).toBeHidden();
      await expect(button).toHaveAttribute("aria-expanded", "false");
      await expect(button).toHaveAccessibleName(names.open);
      expect(await bodyOverflow(page)).toBe("auto");
      await expectNoAxeViolations(page);
    });
  }

  test("opens and closes without JavaScript", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone, baseURL });
    const page = await context.newPage();
    await page.goto("/");
    const menu = page.locator("#site-menu");
    await expect(menu).toBeHidden();
    await expect(page.locator("header summary")).toHaveAccessibleName("Menu");
    await page.locator("header summary").click();
    await expect(menu.getByRole("link", { name: "Étudier" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Contact" })).toBeVisible();
    await expect(page.locator("header summary")).toHaveAccessibleName("Fermer");
    expect(await burgerBars(page)).toBe("cross");
    await page.locator("header summary").click();
    await expect(menu).toBeHidden();
    await expect(page.locator("header summary")).toHaveAccessibleName("Menu");
    await context.close();
  });
});

test.describe("main navigation", () => {
  for (const { language, path, name, labels, contact } of [
    {
      language: "fr",
      path: "/vivre",
      name: "Navigation principale",
      labels: ["Vivre", "Étudier", "L’écosystème", "Investir", "Actualités & agenda", "Contact"],
      contact: "/contact",
    },
    {
      language: "en",
      path: "/en/life",
      name: "Main navigation",
      labels: ["Life", "Study", "Ecosystem", "Invest", "News & events", "Contact"],
      contact: "/en/contact",
    },
  ] as const) {
    test(`on a wide screen the header offers what the small-screen menu does, contact included, in one landmark (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const nav = page.getByRole("navigation", { name });
      await expect(nav).toHaveCount(1);
      await expect(nav.getByRole("link")).toHaveText([...labels]);
      await expect(nav.getByRole("link", { name: "Contact" })).toHaveAttribute("href", contact);
      await expect(nav.getByRole("link", { name: "Contact" })).toBeVisible();
      await expect(page.locator("header nav")).toHaveCount(1);
    });
  }

  test("on a phone, the menu's items line up with the logo", async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto("/vivre");
    await page.locator("header summary").click();
    const links = page.locator("#site-menu").getByRole("link");
    await expect(links.first()).toBeVisible();
    const logo = await page.locator("header a > span[aria-hidden]").first().boundingBox();
    if (!logo) throw new Error("no logo");
    // Where each item's text starts (its box reaches into the gutter for the hover background).
    const starts = await links.evaluateAll((anchors) =>
      anchors.map((anchor) => {
        const range = document.createRange();
        range.selectNodeContents(anchor);
        return range.getBoundingClientRect().left;
      }),
    );
    expect(starts).toHaveLength(6);
    for (const start of starts) expect(Math.abs(start - logo.x)).toBeLessThan(1);
  });

  test("on a phone, a menu opened before the page's JavaScript has run stays open once it has", async ({ page }) => {
    await page.setViewportSize(phone);
    // The page's scripts held until the menu is open, as a slow phone's network holds them.
    const held: Array<() => Promise<void>> = [];
    let holding = true;
    await page.route("**/_next/static/**/*.js", (route) => {
      if (holding) held.push(() => route.continue());
      else return route.continue();
    });
    await page.goto("/vivre", { waitUntil: "domcontentloaded" });
    const summary = page.locator("header summary");
    await summary.click();
    await expect(page.locator("header details")).toHaveAttribute("open", "");
    await expect(summary).toHaveAttribute("aria-expanded", "false");
    holding = false;
    await Promise.all(held.map((resume) => resume()));
    // Hydrated: the menu's state now says open (React renders it), and the menu is still shown.
    await expect(summary).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("header details")).toHaveAttribute("open", "");
    await expect(page.locator("#site-menu").getByRole("link")).toHaveCount(6);
    await expect(page.locator("#site-menu").getByRole("link").first()).toBeVisible();
  });

  for (const { path, language, label, href, menuName } of [
    { path: "/ecosysteme", language: "fr", label: "Fil d’Ariane", href: "/ecosysteme", menuName: "L’écosystème" },
    {
      path: "/ecosysteme/laboratoires",
      language: "fr",
      label: "Fil d’Ariane",
      href: "/ecosysteme",
      menuName: "L’écosystème",
    },
    { path: "/en/ecosystem", language: "en", label: "Breadcrumb", href: "/en/ecosystem", menuName: "Ecosystem" },
  ] as const) {
    test(`${path}: the breadcrumb names a page of the menu as the menu does (${language})`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const menuLink = page.locator("header nav").getByRole("link", { name: menuName, exact: true });
      await expect(menuLink).toHaveAttribute("href", href);
      const crumb = page.getByRole("navigation", { name: label }).locator(`a[href="${href}"]`);
      await expect(crumb).toHaveText(menuName);
      const data = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts
            .map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>)
            .find((block) => block["@type"] === "BreadcrumbList"),
        );
      const items = (data?.["itemListElement"] ?? []) as Array<{ item: string; name: string }>;
      expect(items.find((item) => new URL(item.item).pathname === href)?.name).toBe(menuName);
    });
  }
});

test("the header's background appears 200 ms after scrolling, its 'done' state after 600 ms, and both go back at the top", async ({
  page,
}) => {
  // The page's clock, not the wall clock: time moves only when the test moves it, however busy the machine.
  await page.clock.install();
  await page.goto("/vivre");
  const header = page.locator("header").first();
  // Hydrated (the carousel's island is enhanced only after the page's own listeners are set).
  await expect(page.locator('[data-block="carousel"] [data-enhanced]')).toBeAttached();
  await expect(header).not.toHaveAttribute("data-scrolled");
  await page.clock.pauseAt(Date.now() + 60_000);
  // React commits a state change in a task of its own (a MessageChannel message): two of them have run.
  const settled = () =>
    page.evaluate(async () => {
      for (let round = 0; round < 2; round += 1) {
        await new Promise<void>((resolve) => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => resolve();
          channel.port2.postMessage(null);
        });
      }
    });
  // Scrolled, and the page's scroll listener has run (it was added before this one).
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        window.addEventListener("scroll", () => resolve(), { once: true });
        window.scrollTo({ top: 400, behavior: "instant" });
      }),
  );
  await page.clock.runFor(199);
  await settled();
  await expect(header).not.toHaveAttribute("data-scrolled");
  await page.clock.runFor(1);
  await expect(header).toHaveAttribute("data-scrolled");
  await expect(header).not.toHaveAttribute("data-scrolled-done");
  await page.clock.runFor(399);
  await settled();
  await expect(header).not.toHaveAttribute("data-scrolled-done");
  await page.clock.runFor(1);
  await expect(header).toHaveAttribute("data-scrolled-done");
  await page.clock.resume();
  await expect(header).toHaveCSS("background-color", "rgb(0, 23, 44)");
  await expectNoAxeViolations(page);

  await page.evaluate(() => window.scrollTo({ top: 0, behavior: "instant" }));
  await expect(header).not.toHaveAttribute("data-scrolled");
  await expect(header).not.toHaveAttribute("data-scrolled-done");
});

test.describe("breadcrumb", () => {
  interface Crumb {
    title: string;
    url: string;
  }

  for (const { path, endpoint, lang, label, expected } of [
    {
      path: "/vivre/se-loger/residences",
      endpoint: "/vivre/se-loger/residences",
      lang: "fr",
      label: "Fil d’Ariane",
      expected: ["/", "/vivre", "/vivre/se-loger", "/vivre/se-loger/residences"],
    },
    {
      path: "/en/life/housing/residences",
      endpoint: "/en/life/housing/residences",
      lang: "en",
      label: "Breadcrumb",
      expected: ["/en", "/en/life", "/en/life/housing", "/en/life/housing/residences"],
    },
    // An event's page: asked as /events/{slug}, under the news page.
    {
      path: "/event-nuit-du-design",
      endpoint: "/events/nuit-du-design",
      lang: "fr",
      label: "Fil d’Ariane",
      expected: ["/", "/agenda", "/event-nuit-du-design"],
    },
  ] as const) {
    test(`${path}: from the CMS, as site paths, the page current, with BreadcrumbList data`, async ({
      page,
      baseURL,
    }) => {
      const crumbs = await cmsJson<Crumb[]>(`bakery/v1/breadcrumb${endpoint}?lang=${lang}`);
      await page.goto(path);
      const nav = page.getByRole("navigation", { name: label });
      const links = nav.getByRole("listitem").getByRole("link");
      await expect(links).toHaveCount(crumbs.length);
      const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(hrefs).toEqual(expected);
      await expect(links.last()).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current]")).toHaveCount(1);

      const blocks = await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((scripts) =>
          scripts.map((script) => JSON.parse(script.textContent ?? "{}") as Record<string, unknown>),
        );
      const data = blocks.find((block) => block["@type"] === "BreadcrumbList") as
        { itemListElement: Array<{ position: number; item: string; name: string }> } | undefined;
      if (!data) throw new Error("no BreadcrumbList");
      expect(data.itemListElement.map((item) => item.position)).toEqual(expected.map((_, index) => index + 1));
      expect(data.itemListElement.map((item) => item.item)).toEqual(
        expected.map((href) => new URL(href, baseURL).href),
      );
      await expect(links).toHaveText(data.itemListElement.map((item) => item.name));
      await expectNoAxeViolations(page);

      // A crumb is a client navigation to its page.
      await links.nth(1).click();
      await expect(page).toHaveURL(new URL(expected[1], baseURL).href);
    });
  }

  test("a failing breadcrumb call shows no breadcrumb, the page is there, and that copy is kept nowhere", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // A site and CMS of this test's own, whose event page nothing rendered before (on the suite's
    // site, a link's prefetch may have): the build caches the breadcrumbs of pages, not of events.
    const own = await startOwnSite("breadcrumb");
    try {
      const address = `${own.origin}/event-visite-plateformes-materiaux`;
      const route = "/bakery/v1/breadcrumb/events/visite-plateformes-materiaux";
      const faults = (value: unknown) =>
        fetch(`${own.cms.url}/__cms/faults`, { method: "POST", body: JSON.stringify({ routes: { [route]: value } }) });
      expect((await faults({ failRate: 1, status: 500 })).ok).toBe(true);
      const response = await page.goto(address);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" })).toHaveCount(0);
      // The event's own data is there; no BreadcrumbList.
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
      expect(await page.locator('script[type="application/ld+json"]').textContent()).not.toContain("BreadcrumbList");
      await expectNoAxeViolations(page);
      // Shown to this visitor, kept by no cache: the next visitor gets the page whole once WordPress answers.
      expect(response?.headers()["cache-control"]).toBe("no-store");
      expect((await faults(null)).ok).toBe(true);
      const whole = await page.goto(address);
      expect(whole?.status()).toBe(200);
      await expect(page.getByRole("navigation", { name: "Fil d’Ariane" })).toBeVisible();
      expect(whole?.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
    } finally {
      await own.close();
    }
  });
});

test.describe("language switch", () => {
  test("leads to the translation of the page, with hreflang", async ({ page }) => {
    await page.goto("/vivre/se-loger");
    const toEnglish = page.locator('header a[hreflang="en"]');
    await expect(toEnglish).toHaveAttribute("href", "/en/life/housing");
    await expect(toEnglish).toHaveAttribute("lang", "en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en\/life\/housing$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expect(page.locator('header a[hreflang="fr"]')).toHaveAttribute("href", "/vivre/se-loger");
    await expectNoAxeViolations(page);
  });

  test("leads to the other language's home when the page has no translation", async ({ page }) => {
    await page.goto("/etudier/alternance");
    const toEnglish = page.locator('header a[hreflang="en"]');
    await expect(toEnglish).toHaveAttribute("href", "/en");
    await toEnglish.click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-GB");
    await expectNoAxeViolations(page);
  });
});

/**
 * Holds every client navigation's RSC request until the returned function is called, prefetches
 * too: a page is static, so a prefetch that completed would carry the whole page and the
 * navigation would need no request at all.
 */
async function holdNavigations(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/*", async (route) => {
    if (isRscRequest(route.request())) await held;
    await route.continue();
  });
  return release;
}

test.describe("loading bar", () => {
  test("shows at the top during a slow client navigation, and goes when the page is there", async ({ page }) => {
    // Held from the start: a static page's idle prefetch carries the whole page.
    const release = await holdNavigations(page);
    await page.goto("/");
    await refuseConsent(page);
    const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
    await expect(bar).toHaveCount(0);
    await page.locator("header nav").first().getByRole("link", { name: "Étudier" }).click();
    await expect(bar).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    release();
    await expect(page).toHaveURL(/\/etudier$/);
    await expect(bar).toHaveCount(0);
  });

  test("stands still for visitors who prefer reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    const release = await holdNavigations(page);
    await page.goto("/");
    await refuseConsent(page);
    await page.locator("header nav").first().getByRole("link", { name: "Investir" }).click();
    const bar = page.getByRole("progressbar", { name: "Chargement de la page" });
    await expect(bar).toBeVisible();
    const moving = await bar.evaluate((element) => element.getAnimations({ subtree: true }).length);
    expect(moving).toBe(0);
    expect(await bar.locator("span").evaluate((element) => getComputedStyle(element).transform)).toBe("none");
    release();
    await expect(bar).toHaveCount(0);
  });
});

/** Resolves after a few frames: a new page is held at the top for its first two frames. */
async function framesPass(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 4;
        const next = () => (--frames > 0 ? requestAnimationFrame(next) : resolve());
        requestAnimationFrame(next);
      }),
  );
}

test.describe("scroll", () => {
  test("a new page starts at the top; back and forward land where the visitor was", async ({ page }) => {
    await page.goto("/vivre");
    await refuseConsent(page);
    await page.evaluate(() => window.scrollTo({ top: 1200, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    // A click where the link is (the header stays in view), without Playwright scrolling to it first.
    const box = await page.locator("header nav").first().getByRole("link", { name: "Étudier" }).boundingBox();
    if (!box) throw new Error("the link is not shown");
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(/\/etudier$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    // The visitor scrolls once the page is shown, not within its first frames.
    await framesPass(page);
    await page.evaluate(() => window.scrollTo({ top: 300, behavior: "instant" }));
    await framesPass(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(300);

    await page.goBack();
    await expect(page).toHaveURL(/\/vivre$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(1200);
    await page.goForward();
    await expect(page).toHaveURL(/\/etudier$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(300);
  });

  for (const reducedMotion of ["no-preference", "reduce"] as const) {
    test(`a link to an anchor scrolls to it, honouring its scroll margin (${reducedMotion === "reduce" ? "at once, reduced motion" : "smoothly"})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 375, height: 600 });
      await page.emulateMedia({ reducedMotion });
      await page.goto("/mentions-legales");
      await refuseConsent(page);
      const heading = page.getByRole("heading", { name: "Données personnelles" });
      const expectedTop = await heading.evaluate((element) => {
        const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
        const padding = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        return margin + padding;
      });
      expect(expectedTop).toBeGreaterThan(0);

      // Sample the window's position every frame from the click until it stops moving.
      const samples = page.evaluate(
        () =>
          new Promise<Array<[number, number]>>((resolve) => {
            const points: Array<[number, number]> = [];
            let still = 0;
            const tick = (now: number) => {
              const last = points[points.length - 1];
              points.push([now, window.scrollY]);
              still = last && last[1] === window.scrollY && window.scrollY > 0 ? still + 1 : 0;
              if (still > 20) resolve(points);
              else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      );
      await page.getByRole("main").getByRole("link", { name: "Données personnelles" }).click();
      const points = await samples;
      // Content anchors carry the content prefix (lib/content-anchors.ts).
      await expect(page).toHaveURL(/#user-content-donnees-personnelles$/);
      const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.abs(top - expectedTop)).toBeLessThanOrEqual(2);
      await expect(heading).toBeFocused();

      const moving = points.filter(([, y], index) => index > 0 && y !== points[index - 1]?.[1]);
      if (reducedMotion === "reduce") expect(moving.length).toBe(1);
      else {
        // Animated: the window passes through positions between where it was and the anchor, where a
        // jump moves once. How many frames a machine draws in the animation's time, and so how long it
        // looks, is not this test's (a busy machine draws a few; the benchmark measures time).
        expect(moving.length).toBeGreaterThan(1);
        const [start, end] = [points[0]?.[1] ?? 0, moving[moving.length - 1]?.[1] ?? 0];
        const between = moving.filter(([, y]) => y > Math.min(start, end) && y < Math.max(start, end));
        expect(between.length).toBeGreaterThan(0);
      }
    });
  }
});

test.describe("prefetch when idle", () => {
  test("prefetches the main navigation's pages once the browser is idle", async ({ page }) => {
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (isPrefetch(request)) prefetched.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", "done");
    await expect.poll(() => prefetched.length).toBeGreaterThan(0);
  });

  test("prefetches nothing when the visitor asks to save data", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "connection", {
        configurable: true,
        get: () => ({ saveData: true, effectiveType: "4g" }),
      });
    });
    const prefetched: string[] = [];
    page.on("request", (request) => {
      if (isPrefetch(request)) prefetched.push(request.url());
    });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", "skipped");
    await page.waitForLoadState("networkidle");
    expect(prefetched).toEqual([]);
  });
});

test("a chunk that fails to load during navigation loads the page from the server instead, once per click, never in a loop", async ({
  page,
}) => {
  // No idle prefetch: every page payload is fetched by the navigations below.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, "connection", { configurable: true, get: () => ({ saveData: true }) });
  });
  await page.goto("/");
  await refuseConsent(page);
  await expect(page.locator("html")).toHaveAttribute("data-prefetch", "skipped");
  // A new deployment in simulation: the next pages' payloads name code chunks the server no longer has.
  await page.route("**/_next/static/chunks/gone-*", (route) => route.abort("failed"));
  await page.route("**/*", async (route) => {
    if (!isRscRequest(route.request())) return route.continue();
    const response = await route.fetch();
    await route.fulfill({
      response,
      body: (await response.text()).replaceAll("/_next/static/chunks/", "/_next/static/chunks/gone-"),
    });
  });
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  const nav = page.locator("header nav").first();

  // Pages are cached whole: their payload's chunks are loaded before rendering, and Next.js, when
  // one fails, loads the page the visitor asked for as a document (its HTML names the chunks the
  // server has). One document per click, whatever the 60 s guard says: a visitor's click, never a loop.
  for (const { link, path, block } of [
    { link: "Actualités & agenda", path: "/agenda", block: '[data-block="custom_filters"]' },
    { link: "Vivre", path: "/vivre", block: "h1" },
  ]) {
    const before = documents.length;
    await nav.getByRole("link", { name: link }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect.poll(() => documents.slice(before)).toEqual([path]);
    await expect(page.locator(`main ${block}`).first()).toBeVisible();
    // Hydrated (the prefetch decision is taken once the page runs): links navigate on the client again.
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", "skipped");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Vivre en Auvergne-Rhône-Alpes" })).toBeVisible();
  await page.waitForLoadState("networkidle");
  expect(documents).toEqual(["/agenda", "/vivre"]);
  await expectNoAxeViolations(page);
});

test("a discreet banner says so while the browser is offline", async ({ page, context }) => {
  await page.goto("/en/life");
  await refuseConsent(page, "en");
  const banner = page.getByText("You are offline. Pages you have already visited are still available.");
  await expect(banner).toHaveCount(0);
  await context.setOffline(true);
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  await context.setOffline(false);
  await expect(banner).toHaveCount(0);
});
