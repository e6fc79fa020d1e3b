// Site search and the news feeds, in both languages: the search reached from the header and the
// 404 page, without JavaScript (a GET form) and with it (results as one types, the address kept in
// step, Back leaving the search), by keyboard alone, with zero axe violations; hostile queries
// answered 200 or 400; the feeds read back by a real parser and declared on every page. On a site
// and CMS of its own: search answering while WordPress is down (and after a restart meanwhile),
// and an edit sent through the webhook reaching the results and the feed.
import { expect, test } from "@playwright/test";
import { readFile } from "node:fs/promises";
import path from "node:path";
import Parser from "rss-parser";
import { startCms, type RunningCms } from "../cms/server.ts";
import { expectNoAxeViolations, refuseConsent, suiteSiteUrl, untilEditsDone } from "./helpers.ts";
import { startSiteOf, untilAnswering, type PrivateSite } from "./private-site.ts";

const languages = {
  fr: {
    home: "/",
    search: "/recherche",
    link: "Rechercher",
    label: "Rechercher des pages, évènements, actualités et membres",
    landmark: "Rechercher sur le site",
    query: "hackathon",
    event: "Hackathon santé numérique",
    place: "Lyon",
    // The count kept with its noun by a no-break space (lib/i18n/typography.ts).
    results: /^\d+\srésultats? pour «.hackathon.»$/,
    none: /^Aucun résultat pour/,
    page: "/vivre",
    notFound: "/cette-page-n-existe-pas",
    notFoundLandmark: "Chercher sur le site",
    feeds: { rss: "/actualites/rss.xml", atom: "/actualites/atom.xml" },
  },
  en: {
    home: "/en",
    search: "/en/search",
    link: "Search",
    label: "Search pages, events, news and members",
    landmark: "Search the site",
    query: "hackathon",
    event: "Digital health hackathon",
    place: "Lyon",
    results: /^\d+ results? for “hackathon”$/,
    none: /^No results for/,
    page: "/en/life",
    notFound: "/en/no-such-page-here",
    notFoundLandmark: "Search the site",
    feeds: { rss: "/en/news/rss.xml", atom: "/en/news/atom.xml" },
  },
} as const;

for (const [language, text] of Object.entries(languages) as Array<[keyof typeof languages, (typeof languages)["fr"]]>) {
  test.describe(`search (${language})`, () => {
    test.describe("without JavaScript", () => {
      test.use({ javaScriptEnabled: false });

      test("the header leads to the search page at every width, whose GET form answers with the results", async ({
        page,
      }) => {
        for (const width of [375, 768, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          await page.goto(text.page);
          // Nothing wider than the screen.
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
          if (width < 576) {
            // No room beside the menu button: the open menu starts with the search form.
            await page.getByRole("banner").locator("summary").click();
            await expect(page.getByRole("banner").getByRole("search", { name: text.landmark })).toBeVisible();
            continue;
          }
          const link = page.getByRole("banner").getByRole("link", { name: text.link, exact: true });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute("href", text.search);
        }
        await page.setViewportSize({ width: 375, height: 900 });
        await page.goto(text.page);
        await page.getByRole("banner").locator("summary").click();
        const menuForm = page.getByRole("banner").getByRole("search", { name: text.landmark });
        await menuForm.getByRole("searchbox").fill("bourses");
        await menuForm.getByRole("button").click();
        await expect(page).toHaveURL(`${text.search}?q=bourses`);
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(text.page);
        await page.getByRole("banner").getByRole("link", { name: text.link, exact: true }).click();
        await expect(page).toHaveURL(text.search);
        const form = page.getByRole("search", { name: text.landmark });
        await form.getByLabel(text.label).fill(text.query);
        await form.getByRole("button").click();
        await expect(page).toHaveURL(`${text.search}?q=${text.query}`);
        await expect(page.getByRole("status")).toHaveText(text.results);
        const result = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: text.event }) });
        await expect(result).toHaveCount(1);
        await expect(result.locator("time")).toHaveAttribute("datetime", /^\d{4}-\d{2}-\d{2}T/);
        await expect(result).toContainText(text.place);
        await expect(result.locator("mark").first()).toHaveText(/hackathon/i);
      });

      test("the 404 page has a search form that leads to the results", async ({ page }) => {
        const response = await page.goto(text.notFound);
        expect(response?.status()).toBe(404);
        const form = page.getByRole("search", { name: text.notFoundLandmark });
        await form.getByRole("searchbox").fill("bourses");
        await form.getByRole("button").click();
        await expect(page).toHaveURL(`${text.search}?q=bourses`);
        await expect(page.getByRole("list").getByRole("link").first()).toBeVisible();
      });
    });

    test("with JavaScript, results follow the typing, the address follows them, and Back leaves the search", async ({
      page,
    }) => {
      await page.goto(text.page);
      await refuseConsent(page, language);
      await page.getByRole("banner").getByRole("link", { name: text.link, exact: true }).click();
      await expect(page).toHaveURL(text.search);
      await expect(page.locator("[data-enhanced]")).toHaveCount(1);
      const input = page.getByRole("main").getByLabel(text.label);
      // Typed as a visitor types: the last word as a prefix, then one typo in a long word.
      await input.pressSequentially("hack", { delay: 30 });
      await expect(page.getByRole("link", { name: text.event })).toBeVisible();
      await expect(page).toHaveURL(`${text.search}?q=hack`);
      await input.fill("hackatjon");
      await expect(page).toHaveURL(`${text.search}?q=hackatjon`);
      await expect(page.getByRole("status")).toHaveText(/hackatjon/);
      await expect(page.getByRole("link", { name: text.event })).toBeVisible();
      await input.fill("zzzqqq");
      await expect(page.getByRole("status")).toHaveText(text.none);
      await input.fill(text.query);
      await expect(page.getByRole("status")).toHaveText(text.results);
      await expectNoAxeViolations(page);
      // One history entry for the whole search: Back goes to the page before it.
      await page.goBack();
      await expect(page).toHaveURL(text.page);
      await page.goForward();
      await expect(page).toHaveURL(`${text.search}?q=${text.query}`);
      await expect(page.getByRole("link", { name: text.event })).toBeVisible();
    });

    test("by keyboard alone: from the header to the results and into one", async ({ page }) => {
      await page.goto(text.home);
      await refuseConsent(page, language);
      const searchLink = page.getByRole("banner").getByRole("link", { name: text.link, exact: true });
      for (
        let presses = 0;
        presses < 30 && !(await searchLink.evaluate((link) => link === document.activeElement));
        presses++
      )
        await page.keyboard.press("Tab");
      await expect(searchLink).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(text.search);
      await expect(page.locator("[data-enhanced]")).toHaveCount(1);
      const input = page.getByRole("main").getByLabel(text.label);
      for (
        let presses = 0;
        presses < 30 && !(await input.evaluate((field) => field === document.activeElement));
        presses++
      )
        await page.keyboard.press("Tab");
      await expect(input).toBeFocused();
      await page.keyboard.type(text.query);
      await page.keyboard.press("Enter");
      const target = page.getByRole("link", { name: text.event });
      await expect(target).toBeVisible();
      for (
        let presses = 0;
        presses < 10 && !(await target.evaluate((link) => link === document.activeElement));
        presses++
      )
        await page.keyboard.press("Tab");
      await expect(target).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(/\/event-/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.event);
    });

    test("the empty page and a query of common words say what to do; zero axe violations", async ({ page }) => {
      await page.goto(text.search);
      await expect(page.getByRole("search", { name: text.landmark })).toBeVisible();
      await expect(page.getByRole("status")).not.toBeEmpty();
      await expectNoAxeViolations(page);
      await page.goto(`${text.search}?q=${encodeURIComponent("le la les the of")}`);
      await expect(page.getByRole("status")).toHaveText(language === "fr" ? /trop courants/ : /too common/);
      await expect(page.getByRole("listitem").filter({ has: page.locator("article") })).toHaveCount(0);
    });

    test("hostile queries are answered 200 or 400, never 5xx, and never come back as markup", async ({ request }) => {
      const queries = [
        ".*",
        "(a+)+$",
        "[[[",
        "\\",
        "le la les de des the of",
        "🎉🦄💥",
        "Лион 東京 ليون lyon",
        "<script>alert(1)</script>",
        '" onmouseover="alert(1)',
        "a".repeat(200),
      ];
      for (const query of queries) {
        const address = `${text.search}?q=${encodeURIComponent(query)}`;
        const page = await request.get(address);
        expect(page.status(), address).toBe(200);
        const html = await page.text();
        expect(html).not.toContain("<script>alert(1)</script>");
        expect(html).not.toContain('" onmouseover="alert(1)');
        const api = await request.get(`/api/search?lang=${language}&q=${encodeURIComponent(query)}`);
        expect(api.status(), `api ${query}`).toBe(200);
      }
      for (const raw of ["%00", "%ED%A0%80", "%FF", "%", "x&q=y&q=z"]) {
        const page = await request.get(`${text.search}?q=${raw}`);
        expect(page.status(), raw).toBe(200);
      }
      // Past the query's bound (200 characters) and under the address's (8 KiB): 400, the page saying why.
      const long = await request.get(`${text.search}?q=${"a".repeat(7000)}`);
      expect(long.status()).toBe(400);
      expect(await long.text()).toContain(language === "fr" ? "trop longue" : "too long");
      expect((await request.get(`/api/search?lang=${language}&q=${"a".repeat(201)}`)).status()).toBe(400);
      // 10 KB: past the address's bound too; a search is still answered by the search, 400 and why.
      for (const address of [`${text.search}?q=${"a".repeat(10_240)}`, `${text.search}?q=${"%C3%A9".repeat(2000)}`]) {
        const tooLong = await request.get(address);
        expect(tooLong.status()).toBe(400);
        expect(await tooLong.text()).toContain(language === "fr" ? "trop longue" : "too long");
      }
      expect((await request.get(`/api/search?lang=${language}&q=${"a".repeat(10_240)}`)).status()).toBe(400);
      expect((await request.get(`/api/search?lang=xx&q=a`)).status()).toBe(400);
    });

    test("the news feeds parse as RSS 2.0 and Atom, and every page declares them", async ({ request, page }) => {
      const parser = new Parser();
      for (const [format, path] of Object.entries(text.feeds)) {
        const response = await request.get(path);
        expect(response.status(), path).toBe(200);
        expect(response.headers()["content-type"]).toContain(
          format === "rss" ? "application/rss+xml" : "application/atom+xml",
        );
        expect(response.headers()["cache-control"]).toMatch(/s-maxage=\d+/);
        const feed = await parser.parseString(await response.text());
        expect(feed.items.length).toBeGreaterThan(5);
        const prefix = `${suiteSiteUrl}${language === "fr" ? "" : "/en"}/event-`;
        expect(feed.items.every((item) => item.link?.startsWith(prefix))).toBe(true);
        const content =
          format === "rss" ? (feed.items[0] as Record<string, unknown>)["content:encoded"] : feed.items[0]?.content;
        expect(String(content)).toMatch(/^<p>/);
      }
      for (const path of [
        text.home,
        text.page,
        text.search,
        text.notFound,
        language === "fr" ? "/hors-ligne" : "/en/offline",
      ]) {
        await page.goto(path);
        await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
          "href",
          text.feeds.rss,
        );
        await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute(
          "href",
          text.feeds.atom,
        );
      }
    });
  });
}

test("the documents have no lifetime of their own: only a build or an edit renders them again, never time", async () => {
  // Rendered by time, they read all of WordPress's content in the serving process every
  // REVALIDATE_SECONDS, and held its answers for a second at 2,000 pages (BENCHMARKS.md, Search).
  const manifest = JSON.parse(await readFile(path.join(process.cwd(), ".next", "prerender-manifest.json"), "utf8")) as {
    routes: Record<string, { initialRevalidateSeconds?: number | false }>;
  };
  expect(manifest.routes["/api/search-index"]?.initialRevalidateSeconds).toBe(false);
  // The pages keep theirs (REVALIDATE_SECONDS): it is the documents' own reads that have none.
  expect(manifest.routes["/fr/vivre"]?.initialRevalidateSeconds).toEqual(expect.any(Number));
});

test.describe("on a site and WordPress of its own", () => {
  // One site and CMS for both tests, one after the other (the second takes WordPress down).
  test.describe.configure({ mode: "serial" });
  const secret = "search-spec-revalidation-secret-0123";
  let cms: RunningCms;
  let site: PrivateSite;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    cms = await startCms({ port: 0, host: "127.0.0.1", admin: true, quiet: true });
    ({ site, origin } = await startSiteOf(cms.url, { REVALIDATE_SECRET: secret }));
  });
  test.afterAll(async () => {
    await site?.remove();
    await cms?.close();
  });
  test.afterEach(async ({}, testInfo) => {
    if (testInfo.status !== testInfo.expectedStatus)
      await testInfo.attach("site", { body: site.output(), contentType: "text/plain" });
  });

  const search = async (language: "fr" | "en", query: string) => {
    const response = await fetch(`${origin}/api/search?lang=${language}&q=${encodeURIComponent(query)}`);
    const text = await response.text();
    // An answer that is not the API's JSON (the site's 503 page under load) is no hit: a poll asks
    // again rather than ending on a parse error, and says what it got if it stays so.
    if (!(response.headers.get("content-type") ?? "").includes("json"))
      return { status: response.status, hits: [], other: `HTTP ${response.status}: ${text.slice(0, 200)}` };
    const body = JSON.parse(text) as {
      answer?: { hits: Array<{ href: string; title: Array<{ text: string }> }> };
    };
    return { status: response.status, hits: body.answer?.hits ?? [] };
  };
  const pageHas = async (language: "fr" | "en", query: string, title: string) => {
    const html = await (await fetch(`${origin}${languages[language].search}?q=${encodeURIComponent(query)}`)).text();
    return html.replace(/<\/?mark>/g, "").includes(title);
  };
  const faults = async (body: unknown) => {
    const response = await fetch(`${cms.url}/__cms/faults`, {
      method: body === null ? "DELETE" : "POST",
      headers: { "content-type": "application/json" },
      ...(body === null ? {} : { body: JSON.stringify(body) }),
    });
    expect(response.ok).toBe(true);
  };

  test("an edit sent through the webhook reaches the results and the news feed, in both languages", async () => {
    test.setTimeout(120_000);
    const edits = {
      fr: { id: 1028, title: "Démonstrateur zygomatique d’hydrogène" },
      en: { id: 2028, title: "Zygomatic hydrogen demonstrator" },
    };
    for (const language of ["fr", "en"] as const)
      expect(await search(language, "zygomatique zygomatic")).toEqual({ status: 200, hits: [] });
    for (const [language, { id, title }] of Object.entries(edits)) {
      const patched = await fetch(`${cms.url}/__cms/content/events/${id}`, {
        method: "PATCH",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ title }),
      });
      expect(patched.status, language).toBe(200);
      const hook = await fetch(`${origin}/api/revalidate`, {
        method: "POST",
        headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
        body: JSON.stringify({ post_type: "events", id }),
      });
      expect(hook.status).toBe(200);
    }
    for (const [language, { title }] of Object.entries(edits) as Array<["fr" | "en", { title: string }]>) {
      const word = language === "fr" ? "zygomatique" : "zygomatic";
      await expect
        .poll(
          async () => {
            const { hits, other } = await search(language, word);
            return other ?? hits.map((hit) => hit.title.map((piece) => piece.text).join(""));
          },
          {
            timeout: 60_000,
          },
        )
        .toEqual([title]);
      expect(await pageHas(language, word, title.split(" ")[0] ?? "")).toBe(true);
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${origin}${languages[language].feeds.rss}`);
            const xml = await answer.text();
            // The site's 503 page, for a render past the suite's deadline on a loaded machine, is
            // its documented answer: asked again (and named if it stays). Anything else is the feed.
            if (answer.status === 503) return `HTTP 503: ${xml.slice(0, 200)}`;
            expect(answer.headers.get("content-type"), `HTTP ${answer.status}: ${xml.slice(0, 300)}`).toContain("xml");
            const items = (await new Parser().parseString(xml)).items;
            if (items.some((item) => item.title?.includes(word === "zygomatique" ? "zygomatique" : "Zygomatic")))
              return true;
            // Not there yet: what the feed and the site's edits said, for a failure's message.
            const ready = await (await fetch(`${origin}/api/ready`)).text();
            return `${language} feed (HTTP ${answer.status}, ${answer.headers.get("x-nextjs-cache") ?? "no cache status"}), first items: ${items
              .slice(0, 3)
              .map((item) => item.title)
              .join(" | ")}; /api/ready: ${ready.slice(0, 300)}`;
          },
          { timeout: 60_000 },
        )
        .toBe(true);
    }
  });

  test("WordPress down: search answers from its last index, also after a restart meanwhile; the feeds from their last copy", async () => {
    test.setTimeout(150_000);
    for (const language of ["fr", "en"] as const)
      expect((await search(language, "bourses scholarships")).hits.length).toBeGreaterThan(0);
    // The previous test's edit through every copy, the Atom feed's included, before reading the last copy.
    await untilEditsDone(origin);
    const feedsBefore = await (await fetch(`${origin}${languages.fr.feeds.atom}`)).text();
    await faults({ down: true });
    try {
      for (const language of ["fr", "en"] as const) {
        const { status, hits } = await search(language, language === "fr" ? "bourses" : "scholarships");
        expect(status).toBe(200);
        expect(hits[0]?.href).toBe(language === "fr" ? "/etudier/bourses-et-aides" : "/en/study/scholarships");
        expect(await pageHas(language, "hackathon", languages[language].event)).toBe(true);
      }
      const feed = await fetch(`${origin}${languages.fr.feeds.atom}`);
      expect(feed.status).toBe(200);
      expect(await feed.text()).toBe(feedsBefore);
      // A restart while WordPress is still down: the index comes back from the cached documents.
      await site.restart();
      await untilAnswering(site, origin);
      const { status, hits } = await search("fr", "hackaton");
      expect(status).toBe(200);
      expect(hits[0]?.href).toBe("/event-hackathon-sante-numerique");
      expect((await search("en", "hackathon")).hits[0]?.href).toBe("/en/event-digital-health-hackathon");
    } finally {
      await faults(null);
    }
  });
});
