import { expect, test, type Locator, type Page } from "@playwright/test";
import { cmsJson, decodeEntities, expectNoAxeViolations, refuseConsent } from "./helpers.ts";

interface RawBlock {
  acf_fc_layout: string;
  title?: string;
  quote?: string;
  content?: string;
  [field: string]: unknown;
}

interface CmsPage {
  id: number;
  link: string;
  acf: { blocks: RawBlock[] };
}

const showcases = [
  {
    language: "fr",
    id: 340,
    path: "/blocs",
    text: {
      next: "Suivant",
      position: (i: number, n: number) => `${i} sur ${n}`,
      range: (i: number, j: number, n: number) => `${i} à ${j} sur ${n}`,
      more: "Lire la suite",
      less: "Réduire",
    },
  },
  {
    language: "en",
    id: 474,
    path: "/en/blocks",
    text: {
      next: "Next",
      position: (i: number, n: number) => `${i} of ${n}`,
      range: (i: number, j: number, n: number) => `${i} to ${j} of ${n}`,
      more: "Read more",
      less: "Read less",
    },
  },
] as const;

const rows = (block: RawBlock, field: string) => (block[field] as Record<string, string>[] | undefined) ?? [];
const text = (value: string | undefined) => decodeEntities(value ?? "");

function blockOf(page: Page, layout: string): Locator {
  return page.locator(`main [data-block="${layout}"]`).first();
}

/** What a visitor must find in each block: its landmark or heading, and every item of its lists. */
async function expectBlockContent(page: Page, root: Locator, block: RawBlock): Promise<void> {
  const title = text(block.title);
  switch (block.acf_fc_layout) {
    case "hero":
      await expect(root.getByRole("heading", { level: 1, name: title })).toBeVisible();
      return;
    case "article_body":
      await expect(root).toHaveJSProperty("tagName", "ARTICLE");
      await expect(root.getByRole("heading", { level: 2 }).first()).toBeVisible();
      return;
    case "simple-quote":
      await expect(root.locator("blockquote")).toHaveText(text(block.quote));
      return;
    case "read-more-linked-article":
      await expect(page.getByRole("complementary", { name: title })).toBeVisible();
      await expect(root.getByRole("link", { name: title })).toBeVisible();
      return;
    default:
      if (title)
        await expect(page.getByRole("region", { name: title, exact: true })).toHaveAttribute(
          "data-block",
          block.acf_fc_layout,
        );
  }
  const lists: Record<string, [string, string]> = {
    bricks: ["bricks", "title"],
    counter: ["counters", "label"],
    testimonies: ["testimonies", "name"],
    carousel: ["slides", "title"],
    grid_section: ["items", "title"],
    floating_links: ["links", "link"],
    key_numbers: ["numbers", "label"],
    image_faq: ["questions", "question"],
    "faq-list": ["questions", "question"],
    "team-member-card": ["members", "name"],
  };
  const list = lists[block.acf_fc_layout];
  if (!list) return;
  for (const row of rows(block, list[0])) {
    if (list[1] === "link") {
      const link = row.link as unknown as { title: string };
      await expect(root.getByRole("link", { name: text(link.title), exact: true }).first()).toBeVisible();
    } else {
      await expect(root.getByText(text(row[list[1]]), { exact: true }).first()).toBeAttached();
    }
  }
}

for (const showcase of showcases) {
  test.describe(`block showcase ${showcase.path}`, () => {
    test("renders every block of the CMS page, in order, with its landmark or heading, and no axe violation", async ({
      page,
    }) => {
      const cms = await cmsJson<CmsPage>(`wp/v2/pages/${showcase.id}`);
      const response = await page.goto(showcase.path);
      expect(response?.status()).toBe(200);

      const layouts = cms.acf.blocks.map((block) => block.acf_fc_layout);
      const rendered = await page
        .locator("main [data-block]")
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-block")));
      expect(rendered).toEqual(layouts);
      expect(new Set(rendered).size).toBe(27);

      const roots = page.locator("main [data-block]");
      for (const [index, block] of cms.acf.blocks.entries()) {
        await expectBlockContent(page, roots.nth(index), block);
      }
      await expectNoAxeViolations(page);
    });

    test("carousel and testimonies move by keyboard and say where they are", async ({ page }) => {
      await page.goto(showcase.path);
      await refuseConsent(page, showcase.language);
      // Desktop Chrome's 1280 px: three cards at once in the carousel (their range is said), one testimony.
      for (const [layout, count, shown] of [
        ["carousel", 8, 3],
        ["testimonies", 3, 1],
      ] as const) {
        const root = blockOf(page, layout);
        const next = root.getByRole("button", { name: showcase.text.next });
        await next.scrollIntoViewIfNeeded();
        const status = root.locator("[aria-live]");
        const at = (first: number) =>
          shown > 1 ? showcase.text.range(first, first + shown - 1, count) : showcase.text.position(first, count);
        await expect(status).toHaveText(at(1));
        await next.focus();
        await page.keyboard.press("Enter");
        await expect(status).toHaveText(at(2));
        await expect(next).toBeFocused();
        const track = root.getByRole("list").first();
        expect(await track.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
      }
      // The second testimony is the one on screen now.
      const cms = await cmsJson<CmsPage>(`wp/v2/pages/${showcase.id}`);
      const testimonies = rows(
        cms.acf.blocks.find((block) => block.acf_fc_layout === "testimonies")!,
        "testimonies",
      );
      await expect(
        blockOf(page, "testimonies").getByText(text(testimonies[1]?.name), { exact: true }),
      ).toBeInViewport();
      await expect(
        blockOf(page, "testimonies").getByText(text(testimonies[0]?.name), { exact: true }),
      ).not.toBeInViewport();
    });

    test("FAQ answers and the rest of a text open by keyboard", async ({ page }) => {
      await page.goto(showcase.path);
      await refuseConsent(page, showcase.language);
      for (const layout of ["faq-list", "image_faq"]) {
        const question = blockOf(page, layout).locator("summary").first();
        const answer = blockOf(page, layout).locator("details").first().locator("p").first();
        await expect(answer).toBeHidden();
        await question.focus();
        await page.keyboard.press("Enter");
        await expect(answer).toBeVisible();
        await page.keyboard.press("Space");
        await expect(answer).toBeHidden();
      }
      const wrapper = blockOf(page, "read-more-wrapper");
      const toggle = wrapper.locator("summary");
      // Only the label for the current state is rendered (the other is display: none).
      await expect.poll(() => toggle.innerText()).toBe(showcase.text.more);
      const rest = wrapper.locator("details p").first();
      await expect(rest).toBeHidden();
      await toggle.focus();
      await page.keyboard.press("Enter");
      await expect(rest).toBeVisible();
      await expect.poll(() => toggle.innerText()).toBe(showcase.text.less);
      await expectNoAxeViolations(page);
    });

    test("quick links and social links dock once scrolled past, and leave at the footer", async ({ page }) => {
      // The social rail docks in the margin beside the page's column: on screens that leave one.
      await page.setViewportSize({ width: 1600, height: 800 });
      await page.goto(showcase.path);
      await refuseConsent(page, showcase.language);
      const cms = await cmsJson<CmsPage>(`wp/v2/pages/${showcase.id}`);
      const [quick, social] = ["floating_links", "sticky_social"].map((layout) =>
        cms.acf.blocks.find((block) => block.acf_fc_layout === layout)!,
      );
      const quickDock = page.getByRole("navigation", { name: text(quick?.title) });
      const socialDock = page.getByRole("navigation", { name: text(social?.title) });
      await expect(quickDock).toBeHidden();
      await expect(socialDock).toBeHidden();

      await blockOf(page, "grid_section").scrollIntoViewIfNeeded();
      await expect(quickDock).toBeVisible();
      await expect(socialDock).toBeVisible();
      const first = quickDock.getByRole("link").first();
      // Late layout (lazy images decoding above) can re-run the dock's check once: focus when settled.
      await expect(async () => {
        await first.focus();
        await expect(first).toBeFocused({ timeout: 1000 });
      }).toPass({ timeout: 10_000 });
      await expect(first).toHaveAttribute("href", /^\//);
      await expectNoAxeViolations(page);

      await page.locator("body > footer").scrollIntoViewIfNeeded();
      await expect(quickDock).toBeHidden();
      await expect(socialDock).toBeHidden();
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(quickDock).toBeHidden();
    });
  });
}

// A carousel of five slides: three at once on a desktop, one (and part of the next) on a phone.
for (const { language, path, viewport, labels, steps } of [
  {
    language: "fr",
    path: "/vivre",
    viewport: { width: 1440, height: 900 },
    labels: { next: "Suivant", previous: "Précédent" },
    steps: ["1 à 3 sur 5", "2 à 4 sur 5", "3 à 5 sur 5"],
  },
  {
    language: "en",
    path: "/en/life",
    viewport: { width: 1440, height: 900 },
    labels: { next: "Next", previous: "Previous" },
    steps: ["1 to 3 of 5", "2 to 4 of 5", "3 to 5 of 5"],
  },
  {
    language: "fr",
    path: "/vivre",
    viewport: { width: 375, height: 667 },
    labels: { next: "Suivant", previous: "Précédent" },
    steps: ["1 sur 5", "2 sur 5", "3 sur 5", "4 sur 5", "5 sur 5"],
  },
] as const) {
  test(`${path} at ${viewport.width} px: the carousel goes to its last slide by keyboard, the counter says so and the focus stays on its buttons`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await refuseConsent(page, language);
    const root = blockOf(page, "carousel");
    const next = root.getByRole("button", { name: labels.next });
    const previous = root.getByRole("button", { name: labels.previous });
    const status = root.locator("[aria-live]");
    const focusInside = () =>
      root.evaluate((element) => element.contains(document.activeElement) && document.activeElement !== document.body);

    await next.scrollIntoViewIfNeeded();
    await expect(status).toHaveText(steps[0]);
    await expect(previous).toHaveAttribute("aria-disabled", "true");
    await next.focus();
    for (const step of steps.slice(1)) {
      await page.keyboard.press("Enter");
      await expect(status).toHaveText(step);
    }
    // The last slide is on screen, the counter names it, and "next" says it can go no further without losing the focus.
    await expect
      .poll(() =>
        root
          .getByRole("listitem")
          .last()
          .evaluate((slide) => {
            const row = slide.parentElement?.getBoundingClientRect();
            const box = slide.getBoundingClientRect();
            return row !== undefined && box.left >= row.left - 2 && box.right <= row.right + 2;
          }),
      )
      .toBe(true);
    await expect(next).toHaveAttribute("aria-disabled", "true");
    await expect(next).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(steps.at(-1)!);
    await expect(next).toBeFocused();
    expect(await focusInside()).toBe(true);

    // Back by one, from the other button.
    await page.keyboard.press("Shift+Tab");
    await expect(previous).toBeFocused();
    await expect(previous).not.toHaveAttribute("aria-disabled", "true");
    await page.keyboard.press("Enter");
    await expect(status).toHaveText(steps.at(-2)!);
    await expect(next).not.toHaveAttribute("aria-disabled", "true");
    expect(await focusInside()).toBe(true);
    await expectNoAxeViolations(page);
  });
}

test("counters count up once in view, and show their final figure at once with reduced motion", async ({ browser }) => {
  const moving = await browser.newContext();
  const page = await moving.newPage();
  await page.goto("/blocs");
  const figure = blockOf(page, "counter").locator("[data-count-to]").nth(2);
  await expect(figure).toHaveAttribute("data-count-to", /^120\s000$/);
  // Below the fold after hydration: reset to zero, waiting to be seen.
  await expect(figure).toHaveText("0");
  await figure.scrollIntoViewIfNeeded();
  await expect(figure).toHaveText(/^120\s000$/);
  await moving.close();

  const calm = await browser.newContext({ reducedMotion: "reduce" });
  const still = await calm.newPage();
  await still.goto("/blocs");
  await expect(blockOf(still, "testimonies").getByRole("button").first()).toBeAttached(); // hydrated
  await expect(blockOf(still, "counter").locator("[data-count-to]").nth(2)).toHaveText(/^120\s000$/);
  await calm.close();
});

test("the showcase is complete and usable with JavaScript disabled", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const cms = await cmsJson<CmsPage>("wp/v2/pages/340");
  await page.goto("/blocs");
  const roots = page.locator("main [data-block]");
  await expect(roots).toHaveCount(cms.acf.blocks.length);
  for (const [index, block] of cms.acf.blocks.entries()) await expectBlockContent(page, roots.nth(index), block);

  // Every slide is there to scroll through; no dead buttons.
  await expect(blockOf(page, "carousel").getByRole("button")).toHaveCount(0);
  await expect(blockOf(page, "carousel").getByRole("listitem")).toHaveCount(8);
  // Figures are final; FAQ answers and the rest of the text open natively.
  await expect(blockOf(page, "counter").locator("[data-count-to]").nth(2)).toHaveText(/^120\s000$/);
  const faq = blockOf(page, "faq-list").locator("details").first();
  await faq.locator("summary").click();
  await expect(faq.locator("p").first()).toBeVisible();
  await blockOf(page, "read-more-wrapper").locator("summary").click();
  await expect(blockOf(page, "read-more-wrapper").locator("details p").first()).toBeVisible();
  // Docks never show: the links are in the page.
  await expect(page.locator("nav[inert]")).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "Accès rapides" })).toBeHidden();
  await context.close();
});
