import { expect, test } from "@playwright/test";
import { cmsJson, decodeEntities, expectNoAxeViolations } from "./helpers.ts";
import { typeset } from "../lib/i18n/typography.ts";

interface CmsPage {
  id: number;
  title: { rendered: string };
  translations: Record<string, number>;
  acf: { blocks?: Array<{ acf_fc_layout: string; title?: string }> } | [];
}

/** The heading a visitor should see first: the hero's title when the page opens with a hero, else the page title. */
function expectedHeading(page: CmsPage): string {
  const first = Array.isArray(page.acf) ? undefined : page.acf.blocks?.[0];
  return decodeEntities(first?.acf_fc_layout === "hero" && first.title ? first.title : page.title.rendered);
}

for (const { path, language, htmlLang } of [
  { path: "/", language: "fr", htmlLang: "fr-FR" },
  { path: "/en", language: "en", htmlLang: "en-GB" },
]) {
  test(`home ${path} shows the ${language} home page from the CMS`, async ({ page }) => {
    const french = await cmsJson<CmsPage>("wp/v2/pages/109");
    const home = language === "fr" ? french : await cmsJson<CmsPage>(`wp/v2/pages/${french.translations[language]}`);

    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expectedHeading(home));

    // The first blocks of the home page, in their order.
    const layouts = Array.isArray(home.acf) ? [] : (home.acf.blocks ?? []).map((block) => block.acf_fc_layout);
    const rendered = await page
      .locator("main [data-block]")
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-block")));
    expect(rendered).toEqual(layouts);
    expect(rendered).toEqual(expect.arrayContaining(["hero", "paragraph", "text_image", "article_body"]));

    // Layout: landmarks, and the switch to the other language's home.
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    const other = language === "fr" ? "en" : "fr";
    await expect(page.locator(`header a[hreflang="${other}"]`)).toHaveAttribute("href", other === "fr" ? "/" : "/en");

    await expectNoAxeViolations(page);
  });
}

interface CmsEvent {
  id: number;
  date: string;
  title: { rendered: string };
  acf: { type?: string; start_date?: string; end_date?: string } | [];
}

for (const { path, language, text } of [
  {
    path: "/",
    language: "fr",
    text: {
      section: "L’actualité et l’agenda",
      upcoming: "Événements à venir",
      news: "Actualités",
      all: "Toutes les actualités et l’agenda",
      list: "/agenda",
    },
  },
  {
    path: "/en",
    language: "en",
    text: {
      section: "News and events",
      upcoming: "Upcoming events",
      news: "News",
      all: "All news and events",
      list: "/en/now",
    },
  },
] as const) {
  test(`home ${path} shows the next events and the latest news, rendered by the server`, async ({ page, request }) => {
    // Titles as the site sets them in type (lib/i18n/typography.ts: French narrow no-break spaces…).
    const items = await cmsJson<CmsEvent[]>(`wp/v2/events?lang=${language}&per_page=100`);
    const fields = (item: CmsEvent) => (Array.isArray(item.acf) ? {} : item.acf);
    // ACF's Paris wall-clock time, close enough for "not ended yet" (no demo event ends within an hour of now).
    const parisTime = (value: string) => Date.parse(`${value.replace(" ", "T")}+01:00`);
    const upcoming = items
      .filter(
        (item) =>
          fields(item).type === "event" &&
          parisTime(fields(item).end_date || fields(item).start_date || "") >= Date.now(),
      )
      .sort((a, b) => parisTime(fields(a).start_date ?? "") - parisTime(fields(b).start_date ?? ""))
      .slice(0, 3)
      .map((item) => typeset(decodeEntities(item.title.rendered), language));
    const news = items
      .filter((item) => fields(item).type !== "event")
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date))
      .slice(0, 3)
      .map((item) => typeset(decodeEntities(item.title.rendered), language));
    expect(upcoming.length).toBeGreaterThan(0);
    expect(news.length).toBeGreaterThan(0);

    await page.goto(path);
    const section = page.getByRole("region", { name: text.section });
    await expect(section.getByRole("region", { name: text.upcoming }).getByRole("heading", { level: 4 })).toHaveText(
      upcoming,
    );
    await expect(
      section.getByRole("region", { name: text.news, exact: true }).getByRole("heading", { level: 4 }),
    ).toHaveText(news);
    await expect(section.getByRole("link", { name: text.all })).toHaveAttribute("href", text.list);
    await expectNoAxeViolations(page);

    // In the HTML the server sends: no script needed.
    const html = await (await request.get(path)).text();
    for (const title of [...upcoming, ...news]) expect(decodeEntities(html)).toContain(title);
  });
}
