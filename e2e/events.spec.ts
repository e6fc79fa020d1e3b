import { expect, test, type Page } from "@playwright/test";
import { cmsJson, decodeEntities, expectNoAxeViolations, refuseConsent } from "./helpers.ts";

interface CmsEvent {
  id: number;
  slug: string;
  link: string;
  title: { rendered: string };
  translations: Record<string, number>;
  acf: { type?: string; start_date?: string; end_date?: string; place?: string; field?: string } | [];
}

/** The CMS's events of a language (the demo has fewer than 100 per language). */
async function events(language: "fr" | "en"): Promise<CmsEvent[]> {
  return cmsJson<CmsEvent[]>(`wp/v2/events?lang=${language}&per_page=100`);
}

const acf = (event: CmsEvent) => (Array.isArray(event.acf) ? {} : event.acf);
/** ACF's Paris wall-clock time, close enough for "not ended yet" (no demo event ends within an hour of now). */
const parisTime = (text: string) => Date.parse(`${text.replace(" ", "T")}+01:00`);

/** How many items the list shows for these filters: news, plus events that have not ended. */
function expectedCount(all: CmsEvent[], filters: { field?: string; place?: string; type?: "news" | "event" }): number {
  const now = Date.now();
  return all.filter((event) => {
    const fields = acf(event);
    if (filters.field && fields.field !== filters.field) return false;
    if (filters.place && fields.place !== filters.place) return false;
    const isEvent = fields.type === "event";
    if (filters.type && filters.type !== (isEvent ? "event" : "news")) return false;
    return !isEvent || parisTime(fields.end_date || fields.start_date || "") >= now;
  }).length;
}

const list = (page: Page) => page.locator('[data-block="custom_filters"]');
const cards = (page: Page) => list(page).locator("article");
const status = (page: Page) => list(page).getByRole("status");

/**
 * Opens a list page once its filters are enhanced (their island, loaded on its own, has
 * hydrated: `data-enhanced`), as a visitor who chooses, the consent banner answered first (it
 * takes the focus when it shows).
 */
async function openList(page: Page, path: string) {
  const response = await page.goto(path);
  await refuseConsent(page, path.startsWith("/en") ? "en" : "fr");
  await expect(page.locator("form[role=search][data-enhanced]")).toBeAttached();
  return response;
}

/** Marks the document, to tell an in-place update from a full reload. */
async function mark(page: Page) {
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
}
async function stayed(page: Page): Promise<boolean> {
  return page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);
}

test("the agenda lists news and upcoming events, and filters by field of study in place", async ({ page }) => {
  const all = await events("fr");
  await openList(page, "/agenda");
  await expect(status(page)).toHaveText(`${expectedCount(all, {})} résultats`);
  await expect(list(page).getByRole("heading", { name: "Événements à venir" })).toBeVisible();
  await expect(list(page).getByRole("heading", { name: "Actualités", exact: true })).toBeVisible();
  // The spec's placeholders; every 'all' entry can be chosen.
  await expect(page.getByLabel("Filière")).toHaveValue("all");
  await expect(page.getByLabel("Filière").locator("option").first()).toHaveText("Toutes les filières");
  await expect(page.getByLabel("Type").locator("option")).toHaveText([
    "Actualités & événements à venir",
    "Actualités",
    "Événements",
  ]);
  await expect(page.getByLabel("Lieu").locator("option").first()).toHaveText("Partout");
  await expect(page.locator("form[role=search] option:disabled")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await mark(page);
  await page.getByLabel("Filière").selectOption("Santé");
  await expect(page).toHaveURL(/\/agenda\?filiere=Sant%C3%A9$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, { field: "Santé" })} résultats`);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Santé");
  expect(await stayed(page)).toBe(true);
  await expect(page.getByRole("link", { name: "Effacer les filtres" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("filters by type, then by place and type together; the shared URL reloads the same list", async ({ page }) => {
  const all = await events("en");
  await openList(page, "/en/now");
  await mark(page);
  await page.getByLabel("Type").selectOption("news");
  await expect(page).toHaveURL(/\/en\/now\?type=news$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, { type: "news" })} results`);
  await expect(list(page).getByRole("heading", { name: "Upcoming events" })).toHaveCount(0);
  for (const text of await cards(page).allInnerTexts()) expect(text).toMatch(/^NEWS/m);

  // One choice after another, as a visitor makes them (each list shown before the next choice).
  await page.getByLabel("Type").selectOption("event");
  await expect(page).toHaveURL(/\?type=event$/);
  await page.getByLabel("Place").selectOption("Grenoble");
  await expect(page).toHaveURL(/\?type=event&place=Grenoble$/);
  await page.getByLabel("Field of study").selectOption("Digital technology");
  await expect(page).toHaveURL(/\?filiere=Digital\+technology&type=event&place=Grenoble$/);
  const expected = expectedCount(all, { type: "event", place: "Grenoble", field: "Digital technology" });
  expect(expected).toBeGreaterThan(0);
  await expect(status(page)).toHaveText(expected === 1 ? "1 result" : `${expected} results`);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Grenoble · Digital technology");
  expect(await stayed(page)).toBe(true);
  const titles = await cards(page).getByRole("heading").allInnerTexts();

  // Shared and reloaded: the same filters and the same list, rendered by the server.
  const shared = page.url();
  await page.reload();
  await expect(page.getByLabel("Type")).toHaveValue("event");
  await expect(page.getByLabel("Place")).toHaveValue("Grenoble");
  await expect(page.getByLabel("Field of study")).toHaveValue("Digital technology");
  await expect(cards(page).getByRole("heading")).toHaveText(titles);
  const other = await page.context().newPage();
  await other.goto(shared);
  await expect(cards(other).getByRole("heading")).toHaveText(titles);
  await expectNoAxeViolations(other);
});

test("filters by place alone, and unknown or hostile values are ignored", async ({ page }) => {
  const all = await events("fr");
  await openList(page, "/agenda");
  await page.getByLabel("Lieu").selectOption("Lyon");
  await expect(page).toHaveURL(/\/agenda\?place=Lyon$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, { place: "Lyon" })} résultats`);
  for (const text of await cards(page).allInnerTexts()) expect(text).toContain("Lyon ·");

  // By keyboard: an arrow chooses, Enter applies in place, and the focus stays on the field.
  await page.getByLabel("Type").focus();
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/agenda\?type=news&place=Lyon$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, { place: "Lyon", type: "news" })} résultats`);
  await expect(page.getByLabel("Type")).toBeFocused();

  // "Show more" adds the next items of the unfiltered list.
  await page.goto("/agenda");
  const before = await cards(page).count();
  await page.getByRole("link", { name: "Afficher plus" }).click();
  await expect(page).toHaveURL(/\/agenda\?page=2$/);
  await expect.poll(() => cards(page).count()).toBe(expectedCount(all, {}));
  expect(before).toBeLessThan(expectedCount(all, {}));

  const response = await page.goto(
    "/agenda?filiere=%3Cscript%3Ealert(1)%3C%2Fscript%3E&type=party&place=Atlantis&page=-4&place=Lyon",
  );
  expect(response?.status()).toBe(200);
  await expect(status(page)).toHaveText(`${expectedCount(all, {})} résultats`);
  await expect(page.getByLabel("Filière")).toHaveValue("all");
});

test("each filter's 'all' option is picked back without clearing the others, and Back undoes one change at a time", async ({
  page,
}) => {
  const all = await events("fr");
  await openList(page, "/agenda");
  await mark(page);
  await page.getByLabel("Type").selectOption("event");
  await expect(page).toHaveURL(/\/agenda\?type=event$/);
  await page.getByLabel("Lieu").selectOption("Lyon");
  await expect(page).toHaveURL(/\/agenda\?type=event&place=Lyon$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, { type: "event", place: "Lyon" })} résultats`);

  // "Partout" again: the place filter goes, the type stays.
  await page.getByLabel("Lieu").selectOption({ label: "Partout" });
  await expect(page).toHaveURL(/\/agenda\?type=event$/);
  await expect(page.getByLabel("Type")).toHaveValue("event");
  await expect(page.getByLabel("Lieu")).toHaveValue("all");
  await expect(status(page)).toHaveText(`${expectedCount(all, { type: "event" })} résultats`);

  // Each change was a step in the history: Back returns to the filters before it, in place.
  await page.goBack();
  await expect(page).toHaveURL(/\/agenda\?type=event&place=Lyon$/);
  await expect(page.getByLabel("Lieu")).toHaveValue("Lyon");
  await expect(status(page)).toHaveText(`${expectedCount(all, { type: "event", place: "Lyon" })} résultats`);
  await page.goBack();
  await expect(page).toHaveURL(/\/agenda\?type=event$/);
  await expect(page.getByLabel("Lieu")).toHaveValue("all");
  await page.goBack();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(page.getByLabel("Type")).toHaveValue("all");
  await expect(status(page)).toHaveText(`${expectedCount(all, {})} résultats`);
  await page.goForward();
  await expect(page).toHaveURL(/\/agenda\?type=event$/);
  await expect(page.getByLabel("Type")).toHaveValue("event");
  expect(await stayed(page)).toBe(true);
});

test("a filter changed with the keyboard waits for Enter or the button: no page per arrow key", async ({ page }) => {
  const all = await events("fr");
  await openList(page, "/agenda");
  await mark(page);
  const field = page.getByLabel("Filière");
  const options = await field
    .locator("option")
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  await field.focus();
  // Going through the options: the value follows the keys, the page and its history stay.
  const entries = await page.evaluate(() => history.length);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("ArrowDown");
  await expect(field).toHaveValue(options[2]!);
  await page.keyboard.press("End");
  await expect(field).toHaveValue(options.at(-1)!);
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await expect(field).toHaveValue(options[1]!);
  await expect(page).toHaveURL(/\/agenda$/);
  expect(await page.evaluate(() => history.length)).toBe(entries);
  await expect(page.getByRole("button", { name: "Filtrer" })).toBeVisible();

  // Enter: the choice is made, one new entry, focus kept on the select.
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(
    new RegExp(`/agenda\\?filiere=${encodeURIComponent(options[1]!).replace(/%20/g, "\\+")}$`),
  );
  await expect(status(page)).toHaveText(new RegExp(`^${expectedCount(all, { field: options[1] })}\\srésultat`));
  await expect(page.getByLabel("Filière")).toBeFocused();
  expect(await page.evaluate(() => history.length)).toBe(entries + 1);

  // Or the button, reached with Tab: the same.
  await page.getByLabel("Type").focus();
  await page.keyboard.press("ArrowDown");
  await expect(page).toHaveURL(new RegExp(`/agenda\\?filiere=[^&]+$`));
  await page.getByRole("button", { name: "Filtrer" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/&type=news$/);
  expect(await stayed(page)).toBe(true);
});

test("on a phone the filters fold under their summary, and the first results show within a screen and a half", async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openList(page, "/agenda");
  const summary = page.locator("summary", { hasText: "Filtres" });
  await expect(summary).toHaveText("Filtres");
  await expect(page.getByLabel("Filière")).toBeHidden();
  const firstCard = await cards(page).first().boundingBox();
  expect(firstCard && firstCard.y + (await page.evaluate(() => scrollY))).toBeLessThan(667 * 1.5);
  await expectNoAxeViolations(page);

  // Opened with the keyboard; a choice applied keeps them open, and says how many are on.
  await summary.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByLabel("Filière")).toBeVisible();
  await page.getByLabel("Lieu").selectOption("Lyon");
  await expect(page).toHaveURL(/\/agenda\?place=Lyon$/);
  await expect(page.locator("summary", { hasText: "Filtres" })).toHaveText("Filtres (1 actif)");
  await expect(page.getByLabel("Lieu")).toBeVisible();
  await expect(page.getByLabel("Lieu")).toBeFocused();
});

test("from 768 px the filters are always shown, without their summary", async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 });
  await openList(page, "/agenda");
  await expect(page.getByLabel("Filière")).toBeVisible();
  await expect(page.locator("summary", { hasText: "Filtres" })).toBeHidden();
});

test("says when nothing matches and offers to clear the filters", async ({ page }) => {
  const all = await events("fr");
  const places = [...new Set(all.map((event) => acf(event).place).filter(Boolean))] as string[];
  const fields = [...new Set(all.map((event) => acf(event).field).filter(Boolean))] as string[];
  const empty = places
    .flatMap((place) => fields.map((field) => ({ place, field })))
    .find((pair) => expectedCount(all, pair) === 0);
  if (!empty) throw new Error("the demo content has every place/field pair");
  await page.goto(`/agenda?filiere=${encodeURIComponent(empty.field)}&place=${encodeURIComponent(empty.place)}`);
  await expect(status(page)).toHaveText("Aucun résultat");
  await expect(list(page).getByText("Aucune actualité ni aucun événement ne correspond à ces filtres.")).toBeVisible();
  await expect(cards(page)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await list(page).getByRole("link", { name: "Effacer les filtres" }).last().click();
  await expect(page).toHaveURL(/\/agenda$/);
  await expect(status(page)).toHaveText(`${expectedCount(all, {})} résultats`);
  await expect(page.getByLabel("Filière")).toHaveValue("all");
  await expect(page.getByLabel("Lieu")).toHaveValue("all");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form is a plain GET form the server filters", async ({ page, browser }) => {
    const all = await events("fr");
    await page.goto("/agenda");
    await page.getByLabel("Filière").selectOption("Énergie");
    await page.getByLabel("Type").selectOption("event");
    await page.getByRole("button", { name: "Filtrer" }).click();
    // The form sends every field; "all" is no filter.
    await expect(page).toHaveURL(/\/agenda\?filiere=%C3%89nergie&type=event&place=all$/);
    await expect(status(page)).toHaveText(`${expectedCount(all, { field: "Énergie", type: "event" })} résultats`);
    for (const text of await cards(page).allInnerTexts()) {
      expect(text).toMatch(/^ÉVÉNEMENT/m);
      expect(text).toContain("Énergie");
    }
    await expect(page.getByLabel("Filière")).toHaveValue("Énergie");

    // A place, then "Partout" again: the other filters stay as they were.
    await page.getByLabel("Lieu").selectOption("Lyon");
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(status(page)).toHaveText(
      new RegExp(`^${expectedCount(all, { field: "Énergie", type: "event", place: "Lyon" }) || "Aucun"}\\srésultat`),
    );
    await page.getByLabel("Lieu").selectOption({ label: "Partout" });
    await page.getByRole("button", { name: "Filtrer" }).click();
    await expect(page).toHaveURL(/\/agenda\?filiere=%C3%89nergie&type=event&place=all$/);
    await expect(page.getByLabel("Filière")).toHaveValue("Énergie");
    await expect(page.getByLabel("Type")).toHaveValue("event");
    await expect(page.getByLabel("Lieu")).toHaveValue("all");
    await expect(status(page)).toHaveText(`${expectedCount(all, { field: "Énergie", type: "event" })} résultats`);

    // axe needs JavaScript in the page: check the same result with the site's scripts blocked instead.
    const context = await browser.newContext({ javaScriptEnabled: true });
    try {
      const scriptless = await context.newPage();
      await scriptless.route(/\/_next\/static\/.*\.js(\?.*)?$/, (route) => route.abort());
      await scriptless.goto(page.url());
      await expect(scriptless.getByRole("button", { name: "Filtrer" })).toBeVisible();
      await expectNoAxeViolations(scriptless);
    } finally {
      await context.close();
    }
  });
});

for (const { language, path, other, otherPath } of [
  {
    language: "fr",
    path: "/event-conference-medecine-de-demain",
    other: "en",
    otherPath: "/en/event-talk-tomorrows-medicine",
  },
  {
    language: "en",
    path: "/en/event-talk-tomorrows-medicine",
    other: "fr",
    otherPath: "/event-conference-medecine-de-demain",
  },
] as const) {
  test(`an event page in ${language}: title, Paris date and time, place, field, JSON-LD, way back`, async ({
    page,
  }) => {
    const event = (await events(language)).find((candidate) =>
      candidate.link.endsWith(`${path.replace("/event-", "/events/")}/`),
    );
    if (!event) throw new Error(`no CMS event for ${path}`);
    const fields = acf(event);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(decodeEntities(event.title.rendered));
    const facts = page.getByRole("complementary");
    // The hours as the language writes them (e2e/calendar.spec.ts checks them against the CMS's).
    await expect(facts).toContainText(language === "fr" ? /de \d+\sh(\s\d{2})? à \d+\sh/ : /\d+(:\d{2})?\s[ap]m – \d/);
    await expect(facts).toContainText(String(Number((fields.start_date ?? "").slice(8, 10))));
    await expect(facts).toContainText(fields.place ?? "");
    await expect(facts).toContainText(fields.field ?? "");
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
    ) as Record<string, unknown>;
    expect(data["@type"]).toBe("Event");
    expect(data["startDate"]).toMatch(new RegExp(`^${(fields.start_date ?? "").replace(" ", "T")}\\+0[12]:00$`));
    // The site typesets titles (a narrow no-break space before a French colon): compare the words.
    expect(String(data["name"]).replace(/\s+/g, " ")).toBe(decodeEntities(event.title.rendered).replace(/\s+/g, " "));
    await expect(page.locator(`header a[hreflang="${other}"]`)).toHaveAttribute("href", otherPath);
    await expectNoAxeViolations(page);
    await page
      .getByRole("link", { name: language === "fr" ? "Toutes les actualités et l’agenda" : "All news and events" })
      .first()
      .click();
    await expect(page).toHaveURL(language === "fr" ? /\/agenda$/ : /\/en\/now$/);
  });
}

test("a news item gets an article layout; an unknown event is a 404", async ({ page }) => {
  await page.goto("/en/event-green-hydrogen-demonstrator");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("A new green hydrogen demonstrator in Grenoble");
  await expect(page.getByText(/^Published on /)).toBeVisible();
  await expect(page.getByRole("complementary")).toHaveCount(0);
  const data = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}",
  ) as Record<string, unknown>;
  expect(data["@type"]).toBe("NewsArticle");
  await expectNoAxeViolations(page);

  const missing = await page.goto("/event-this-event-does-not-exist");
  expect(missing?.status()).toBe(404);
  await expect(page.getByText("Cette page est introuvable")).toBeVisible();
});

test("featured news, duo, societies and members blocks show the CMS's items", async ({ page }) => {
  await page.goto("/etudier");
  const featured = page.locator('[data-block="featured_news"]');
  await expect(featured.getByRole("heading", { level: 2 })).toHaveText("L’actualité des campus");
  await expect(featured.locator("article")).toHaveCount(4);
  await page.goto("/en/life");
  await expect(page.locator('[data-block="duo_news"] article')).toHaveCount(2);
  await expect(page.locator('[data-block="duo_news"] article').first()).toContainText(/News \d/);
  await expect(page.locator('[data-block="duo_news"] article').last()).toContainText(/Event \d/);
  await page.goto("/ecosysteme/membres");
  await expect(page.locator('[data-block="societies"] li')).toHaveCount(6);
  await expect(
    page.locator('[data-block="societies"]').getByRole("link", { name: "Université Rhône-Confluence" }),
  ).toHaveAttribute("href", /^https:\/\//);
  await expect(page.locator('[data-block="members-list"] li')).toHaveCount(12);
  await expectNoAxeViolations(page);
});
