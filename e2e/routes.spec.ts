import { expect, test, type Page } from "@playwright/test";
import { cmsJson, cmsSiteName, decodeEntities, expectNoAxeViolations } from "./helpers.ts";

interface CmsPage {
  id: number;
  link: string;
  title: { rendered: string };
  translations: Record<string, number>;
}

const fixedIds = { home: 109, life: 163, study: 169, ecosystem: 308, invest: 173, now: 175 };
const notFound = { fr: "Cette page est introuvable", en: "This page could not be found" };
const notFoundTitle = { fr: "Page introuvable", en: "Page not found" };

/** The site path of a CMS link (`https://cms/en/life/` → `/en/life`). */
function sitePath(link: string): string {
  const path = new URL(link).pathname.replace(/\/+$/, "");
  return path === "" ? "/" : path;
}

async function expectPage(page: Page, path: string, cms: CmsPage, htmlLang: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", htmlLang);
  await expect(page.locator("main h1").first()).toBeVisible();
  await expect(page).toHaveTitle(/\S/);
  const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
  expect(canonical && new URL(canonical).pathname.replace(/(?<=.)\/$/, "")).toBe(sitePath(cms.link));
  await expectNoAxeViolations(page);
  return decodeEntities(cms.title.rendered);
}

for (const [name, id] of Object.entries(fixedIds)) {
  test(`fixed page "${name}" in French and English`, async ({ page }) => {
    const fr = await cmsJson<CmsPage>(`wp/v2/pages/${id}`);
    const en = await cmsJson<CmsPage>(`wp/v2/pages/${fr.translations["en"]}`);
    await expectPage(page, sitePath(fr.link), fr, "fr-FR");
    // The language switch leads to the translation, with hreflang.
    await expect(page.locator('header a[hreflang="en"]')).toHaveAttribute("href", sitePath(en.link));
    await expectPage(page, sitePath(en.link), en, "en-GB");
    await expect(page.locator('header a[hreflang="fr"]')).toHaveAttribute("href", sitePath(fr.link));
    // hreflang alternates in the head: fr, en and x-default.
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("hreflang")).sort());
    expect(alternates).toEqual(["en", "fr", "x-default"]);
  });
}

test("four-level pages in each language", async ({ page }) => {
  const fr = await cmsJson<CmsPage>("wp/v2/pages/191");
  const en = await cmsJson<CmsPage>("wp/v2/pages/436");
  expect(sitePath(fr.link).split("/").filter(Boolean)).toHaveLength(4);
  expect(sitePath(en.link).split("/").filter(Boolean)).toHaveLength(5); // `en` + four levels
  const title = await expectPage(page, sitePath(fr.link), fr, "fr-FR");
  await expect(page.locator("main h1").first()).toHaveText(title);
  const enTitle = await expectPage(page, sitePath(en.link), en, "en-GB");
  await expect(page.locator("main h1").first()).toHaveText(enTitle);
});

test("/x and /fr/x show the same French page and declare one canonical URL", async ({ page, baseURL }) => {
  const life = await cmsJson<CmsPage>("wp/v2/pages/163");
  const path = sitePath(life.link);
  const canonicals: string[] = [];
  const headings: string[] = [];
  for (const address of [path, `/fr${path}`]) {
    const response = await page.goto(address);
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(address); // shown in place, not redirected
    // Served in-process: a rewrite to an absolute address makes Next proxy the page to itself over HTTP.
    expect(response?.headers()["x-middleware-rewrite"] ?? "").not.toMatch(/^https?:/);
    canonicals.push((await page.locator('link[rel="canonical"]').getAttribute("href")) ?? "");
    headings.push(await page.locator("main h1").first().innerText());
  }
  expect(canonicals[0]).toBe(`${baseURL}${path}`);
  expect(canonicals[1]).toBe(canonicals[0]);
  expect(headings[1]).toBe(headings[0]);
});

for (const { path, language } of [
  { path: "/404", language: "fr" },
  { path: "/en/404", language: "en" },
  { path: "/cette-page-n-existe-pas", language: "fr" },
  { path: "/en/life/nowhere-to-be-found", language: "en" },
  { path: "/fr/vivre/introuvable/encore", language: "fr" },
] as const) {
  test(`${path} answers 404 with the ${language} message inside the site's layout`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", language === "fr" ? "fr-FR" : "en-GB");
    await expect(page.getByText(notFound[language], { exact: true })).toBeVisible();
    await expect(page.getByRole("banner")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(
      page.locator("main").getByRole("link", { name: language === "fr" ? "Retour à l’accueil" : "Go back to home" }),
    ).toHaveAttribute("href", language === "fr" ? "/" : "/en");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    // Titled as every page is ("<title> - <site name>", the CMS's name), never with the code name.
    await expect(page).toHaveTitle(`${notFoundTitle[language]} - ${await cmsSiteName()}`);
    expect(await page.locator("body").innerText()).not.toContain("Vitrine");
    await expectNoAxeViolations(page);
  });
}

for (const { path, language, again, sections, heading } of [
  {
    path: "/nulle-part",
    language: "fr",
    again: /introuvable/gi,
    sections: ["Vivre", "Étudier", "L’écosystème", "Investir", "Actualités & agenda", "Contact"],
    heading: "Ou choisissez une rubrique",
  },
  {
    path: "/en/nowhere",
    language: "en",
    again: /not (be )?found/gi,
    sections: ["Life", "Study", "Ecosystem", "Invest", "News & events", "Contact"],
    heading: "Or choose a section",
  },
] as const) {
  test(`the 404 says so once and offers the main sections (${language})`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await page.goto(path))?.status()).toBe(404);
    const main = page.locator("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(notFound[language]);
    expect((await main.innerText()).match(again)).toHaveLength(1);
    // The header's navigation, as links.
    const list = main.getByRole("list", { name: heading });
    await expect(list.getByRole("link")).toHaveText([...sections]);
    const hrefs = (links: ReturnType<Page["locator"]>) =>
      links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
    expect(await hrefs(list.getByRole("link"))).toEqual(
      await hrefs(page.locator("header nav ul").first().getByRole("link")),
    );
    await expectNoAxeViolations(page);
  });
}

test("a content page, the 404 and the offline pages end their titles alike, with the CMS's site name", async ({
  page,
}) => {
  const name = await cmsSiteName();
  for (const [path, title] of [
    ["/vivre", `Vivre - ${name}`],
    ["/nulle-part", `Page introuvable - ${name}`],
    ["/hors-ligne", `Vous êtes hors ligne - ${name}`],
    ["/en/offline", `You are offline - ${name}`],
  ] as const) {
    await page.goto(path);
    await expect(page, path).toHaveTitle(title);
  }
});

test("the 404 page is whole without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto("/en/nothing-here");
  expect(response?.status()).toBe(404);
  await expect(page.getByText(notFound.en, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go back to home" })).toBeVisible();
  await expect(page).toHaveTitle(`${notFoundTitle.en} - ${await cmsSiteName()}`);
  await context.close();
});

/**
 * Hostile and odd addresses: none answers 5xx; each answers what docs/security/requests.md says.
 * `redirect` is the expected Location of a 308.
 */
const oddPaths: Array<{ path: string; status: number; redirect?: string }> = [
  { path: "/vivre/", status: 308, redirect: "/vivre" },
  { path: "/en/life/", status: 308, redirect: "/en/life" },
  { path: "/fr/", status: 308, redirect: "/fr" },
  { path: "/VIVRE", status: 308, redirect: "/vivre" },
  { path: "/En/Life", status: 308, redirect: "/en/life" },
  { path: "//vivre", status: 308, redirect: "/vivre" },
  { path: "/vivre//se-loger", status: 308, redirect: "/vivre/se-loger" },
  { path: "/vivre?utm_source=newsletter&x=%3Cscript%3E", status: 200 },
  { path: "/en?lang=fr", status: 200 },
  { path: "/vivre#top", status: 200 },
  // Encoded dot segments are dot segments (URL standard): clients resolve them before sending.
  { path: "/vivre/%2e%2e/etudier", status: 200 },
  { path: "/%2e%2e/%2e%2e/etc/passwd", status: 404 },
  { path: "/vivre%2Fse-loger", status: 404 }, // an encoded slash is not a separator
  { path: "/vivre/%2F%2F", status: 404 },
  { path: "/%00", status: 404 },
  { path: "/vivre%00", status: 404 },
  { path: "/%0d%0aSet-Cookie:%20x=1", status: 404 },
  { path: "/%E2%80%AE%E2%80%8Bgnp.exe", status: 404 },
  { path: "/été", status: 404 },
  { path: "/%C3%A9t%C3%A9", status: 404 },
  { path: "/%F0%9F%98%80", status: 404 },
  { path: "/%ff%fe", status: 404 },
  { path: "/%", status: 404 },
  { path: "/%zz", status: 404 },
  { path: `/${"a".repeat(2000)}`, status: 404 },
  { path: `/${"a/".repeat(300)}b`, status: 404 },
  { path: "/a/b/c/d/e/f/g", status: 404 },
  { path: "/en/en/en", status: 404 },
  { path: "/fr/en/life", status: 404 },
  { path: "/de/leben", status: 404 },
  { path: "/index.php", status: 404 },
  { path: "/wp-admin/", status: 308, redirect: "/wp-admin" },
  { path: "/wp-admin", status: 404 },
  { path: "/wp-json/wp/v2/pages", status: 404 },
  { path: "/.env", status: 404 },
  { path: "/event-", status: 404 },
  { path: "/event-does-not-exist", status: 404 },
  { path: "/_not-found-xx", status: 404 },
  { path: "/<script>alert(1)</script>", status: 404 },
  { path: "/api/does-not-exist", status: 404 },
];

test("odd and hostile paths never answer 5xx and answer as documented", async ({ request, baseURL }) => {
  const failures: string[] = [];
  for (const { path, status, redirect } of oddPaths) {
    // Absolute, so that `//vivre` is a path and not a host.
    const response = await request.get(`${baseURL}${path}`, { maxRedirects: 0, failOnStatusCode: false });
    const location = response.headers()["location"];
    const got = response.status();
    if (got >= 500) failures.push(`${path}: ${got}`);
    else if (got !== status) failures.push(`${path}: expected ${status}, got ${got}`);
    else if (redirect && (!location || new URL(location, "http://site").pathname !== redirect))
      failures.push(`${path}: redirected to ${location}`);
  }
  expect(failures).toEqual([]);
  expect(oddPaths.length).toBeGreaterThanOrEqual(30);
});

test("sitemap.xml is valid XML listing both languages and events; robots.txt points at it", async ({
  page,
  request,
  baseURL,
}) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  const xml = await response.text();
  await page.goto("/");
  const parsed = await page.evaluate((source) => {
    const document = new DOMParser().parseFromString(source, "application/xml");
    const error = document.querySelector("parsererror");
    return {
      error: error?.textContent ?? null,
      urls: [...document.getElementsByTagNameNS("http://www.sitemaps.org/schemas/sitemap/0.9", "loc")].map(
        (node) => node.textContent ?? "",
      ),
    };
  }, xml);
  expect(parsed.error).toBeNull();
  expect(parsed.urls).toContain(`${baseURL}/`);
  expect(parsed.urls).toContain(`${baseURL}/en`);
  expect(parsed.urls.some((url) => url.startsWith(`${baseURL}/event-`))).toBe(true);
  expect(parsed.urls.some((url) => url.startsWith(`${baseURL}/en/event-`))).toBe(true);
  expect(xml).toContain('hreflang="en"');
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test("icons, the web app manifest and the default sharing image are served and declared", async ({ page, request }) => {
  for (const [path, type, size] of [
    ["/icon.png", "image/png", 96],
    ["/apple-icon.png", "image/png", 180],
    ["/social-default.png", "image/png", 1200],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-type"]).toBe(type);
    const body = await response.body();
    expect(body.readUInt32BE(16), `${path} width`).toBe(size); // PNG IHDR width
  }
  expect((await request.get("/favicon.ico")).status()).toBe(200);
  const manifest = await (await request.get("/manifest.webmanifest")).json();
  expect(manifest).toMatchObject({ name: "Confluence", theme_color: "#00172c", start_url: "/" });
  expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(["96x96", "180x180"]);

  // Pages without a Yoast image get the default one (tests/metadata.test.ts); this one has Yoast's.
  await page.goto("/mentions-legales");
  await expect(page.locator('link[rel="icon"][sizes="96x96"]')).toHaveCount(1);
  await expect(page.locator('link[rel="apple-touch-icon"][sizes="180x180"]')).toHaveCount(1);
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#00172c");
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
    "content",
    /^http:\/\/127\.0\.0\.1:\d+\/.+\.(jpg|png|webp)$/,
  );
  await expect(page.locator('meta[property="og:image:width"]')).toHaveAttribute("content", /^\d+$/);
});
