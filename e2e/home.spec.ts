import { expect, test } from "@playwright/test";
import { cmsJson, decodeEntities, expectNoAxeViolations } from "./helpers.ts";

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
    const rendered = await page.locator("main [data-block]").evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-block")));
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
