import { expect, test, type Page } from "@playwright/test";
import { expectNoAxeViolations } from "./helpers.ts";

// Layout rhythm and typography as a visitor sees them, in both languages.

const pages = {
  // Events with a title long enough to wrap in the breadcrumb on a phone.
  fr: {
    missing: "/page-introuvable-xyz",
    offline: "/hors-ligne",
    legal: "/mentions-legales",
    contact: "/contact",
    event: "/event-visite-ferme-agriculture-precision",
    showcase: "/blocs",
    list: "/agenda",
  },
  en: {
    missing: "/en/no-such-page-xyz",
    offline: "/en/offline",
    legal: "/en/legal-notice",
    contact: "/en/contact",
    event: "/en/event-joint-laboratory-university-hospital",
    showcase: "/en/blocks",
    list: "/en/now",
  },
} as const;

/** The box of an element, or a failure naming it. */
async function box(page: Page, selector: string) {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`no box for ${selector}`);
  return found;
}

for (const language of ["fr", "en"] as const) {
  const at = pages[language];

  test.describe(`layout (${language})`, () => {
    test("on a phone, the footer of a short page is not taller than its content", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(at.legal);
      const main = await box(page, "main");
      const footer = await box(page, "body > footer, footer.on-dark");
      expect(footer.height).toBeLessThan(main.height);
    });

    test("on a phone, the 404 and offline pages fill the first screen, their message in it and the footer below it", async ({
      page,
    }) => {
      const height = 812;
      await page.setViewportSize({ width: 375, height });
      for (const path of [at.missing, at.offline]) {
        await page.goto(path);
        const title = await box(page, "#status-title");
        const status = await box(page, "main [data-status]");
        const footer = await box(page, "body > footer, footer.on-dark");
        expect(title.y + title.height, path).toBeLessThan(height);
        // The status reaches the bottom of the screen, and the footer starts there, not halfway up.
        expect(status.y + status.height, path).toBeGreaterThanOrEqual(height - 1);
        expect(footer.y, path).toBeGreaterThanOrEqual(height - 1);
      }
      await expectNoAxeViolations(page);
    });

    test("a page without blocks and the contact form sit in one centred column", async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      for (const path of [at.legal, at.contact]) {
        await page.goto(path);
        const prose = await box(page, "main .container > div");
        const left = prose.x;
        const right = 1440 - (prose.x + prose.width);
        expect(Math.abs(left - right), `${path}: left ${left}, right ${right}`).toBeLessThan(2);
      }
      const form = await box(page, 'section[aria-labelledby="contact-title"] .container > div');
      const prose = await box(page, "main .container > div");
      expect(Math.abs(form.x - prose.x)).toBeLessThan(2);
      expect(Math.abs(form.width - prose.width)).toBeLessThan(2);
    });

    test("two pale sections in a row are one section space apart, not two", async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(at.showcase);
      const gaps = await page.evaluate(() => {
        // The pale surface, #eef2f6 (styles/tokens.css).
        const pale = (element: Element) => getComputedStyle(element).backgroundColor === "rgb(238, 242, 246)";
        const sections = [...document.querySelectorAll("main > [data-block]")];
        const result: number[] = [];
        sections.forEach((section, index) => {
          const next = sections[index + 1];
          if (!next || !pale(section) || !pale(next)) return;
          const above = section.lastElementChild?.getBoundingClientRect().bottom ?? 0;
          const below = next.firstElementChild?.getBoundingClientRect().top ?? 0;
          result.push(below - above);
        });
        return result;
      });
      expect(gaps.length).toBeGreaterThan(0);
      const sectionSpace = await page.evaluate(() => {
        const probe = document.createElement("div");
        probe.style.height = "var(--section-space)";
        document.body.append(probe);
        const height = probe.getBoundingClientRect().height;
        probe.remove();
        return height;
      });
      for (const gap of gaps) expect(gap).toBeLessThanOrEqual(sectionSpace + 1);
    });

    test("on a phone, each breadcrumb separator stays on the line of the item it leads to", async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(at.event);
      const items = page
        .getByRole("navigation", { name: language === "fr" ? "Fil d’Ariane" : "Breadcrumb" })
        .getByRole("listitem");
      const count = await items.count();
      expect(count).toBeGreaterThan(2);
      for (let index = 1; index < count; index++) {
        // The separator opens the item's first box; the first letter of the item's label must sit
        // on the same line (a separator beside a wrapped label, centred on it, is not).
        const [item, link] = await items.nth(index).evaluate((element) => {
          const middle = (rect: DOMRect | undefined) => (rect ? rect.top + rect.height / 2 : Number.NaN);
          const text = element.querySelector("a")?.firstChild;
          const letter = document.createRange();
          if (text) {
            letter.setStart(text, 0);
            letter.setEnd(text, 1);
          }
          return [middle(element.getClientRects()[0]), text ? middle(letter.getBoundingClientRect()) : Number.NaN];
        });
        expect(Math.abs((item ?? 0) - (link ?? 0)), `item ${index}`).toBeLessThan(4);
      }
    });

    test("the cookie preferences are as tall as their content", async ({ page }) => {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at.legal);
        await page.getByRole("button", { name: language === "fr" ? "Personnaliser" : "Customise" }).click();
        const dialog = page.getByRole("dialog", {
          name: language === "fr" ? "Préférences de cookies" : "Cookie preferences",
        });
        await expect(dialog).toBeVisible();
        const empty = await dialog.evaluate((element) => {
          const body = element.querySelector(".pm__body");
          const last = body?.lastElementChild;
          if (!body || !last) return Number.POSITIVE_INFINITY;
          return (
            body.getBoundingClientRect().bottom -
            parseFloat(getComputedStyle(body).paddingBottom) -
            last.getBoundingClientRect().bottom
          );
        });
        expect(empty, `${width} px`).toBeLessThan(24);
      }
    });

    test("news and events without a picture show a wordless tile, never their badge's word again", async ({ page }) => {
      await page.goto(at.list);
      const cards = page.locator("main article");
      await expect(cards.first()).toBeVisible();
      const media = await cards.evaluateAll((all) =>
        all.map((card) => ({
          picture: card.querySelector("img, svg") !== null,
          words: (card.firstElementChild as HTMLElement | null)?.innerText.trim() ?? "",
        })),
      );
      expect(media.length).toBeGreaterThan(3);
      for (const { picture, words } of media) {
        expect(picture).toBe(true);
        expect(words).toBe("");
      }
      // The demo's one item without a picture (an event WordPress gave no fields) is French only.
      if (language === "fr") expect(await cards.locator("svg[aria-hidden='true']").count()).toBeGreaterThan(0);
      await expectNoAxeViolations(page);
    });
  });
}

test("French text is typeset: narrow no-break spaces before high punctuation, typographic apostrophes; English apostrophes are curly", async ({
  page,
}) => {
  await page.goto(pages.fr.contact);
  const french = await page.locator("main").innerText();
  expect(french).toContain("implantation\u202f?");
  expect(french).toContain("ci-dessous\u202f:");
  expect(french).not.toMatch(/\w'\w/);
  expect(french).not.toMatch(/ [?!:;]/);
  await page.goto(pages.en.contact);
  const english = await page.locator("main").innerText();
  expect(english).not.toMatch(/\w'\w/);
});

/**
 * The grids of like items on the page (equal columns, at least three items shown) whose last row
 * holds one item alone while a row above holds more, as "3+1". A list of results the visitor
 * filters (marked busy while it loads) has the count the filter gives, and is left out.
 */
function unbalancedGrids(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll("body *")) {
      if (!getComputedStyle(grid).display.includes("grid") || grid.closest("[aria-busy], #cc-main")) continue;
      const items = [...grid.children].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(item).position !== "absolute";
      });
      const widths = new Set(items.map((item) => Math.round(item.getBoundingClientRect().width)));
      if (items.length < 3 || widths.size !== 1) continue;
      const rows = new Map<number, number>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, (rows.get(top) ?? 0) + 1);
      }
      const counts = [...rows.values()];
      if (counts.at(-1) === 1 && Math.max(...counts) > 1) {
        const block =
          grid.closest("[data-block]")?.getAttribute("data-block") ?? grid.closest("footer, header")?.tagName;
        found.push(`${block ?? grid.tagName} (${grid.className}): ${counts.join("+")}`);
      }
    }
    return found;
  });
}

test("grids are balanced at every width, and cards on a phone share one picture ratio", async ({ page }) => {
  const problems: string[] = [];
  for (const width of [375, 768, 1024, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ["/", "/blocs", "/agenda"]) {
      await page.goto(path);
      for (const grid of await unbalancedGrids(page)) problems.push(`${path} at ${width} px: ${grid}`);
    }
  }
  expect(problems).toEqual([]);
  // DESIGN.md: a card's picture keeps one ratio, whatever the length of its title.
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(pages.fr.list);
  const ratios = await page
    .locator("main article")
    .evaluateAll((cards) =>
      cards
        .map((card) => card.firstElementChild?.getBoundingClientRect())
        .map((box) => (box ? box.width / box.height : 0)),
    );
  expect(ratios.length).toBeGreaterThan(3);
  for (const ratio of ratios) expect(Math.abs(ratio - ratios[0]!)).toBeLessThan(0.01);
});
