// Editor preview (docs/wordpress/preview.md): WordPress's Preview button opens
// /api/preview?token=… (docs/wordpress/vitrine-preview.php), signed here as WordPress signs it
// (cms/lib/preview-token.ts). The suite's server runs with PREVIEW_SECRET=E2E_PREVIEW_SECRET and
// the embedded CMS's demo preview user (scripts/lib/runtime.ts). The credentials check runs a site
// of its own (e2e/private-site.ts), with a CMS whose preview user is this file's, to read its logs.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_PREVIEW_CREDENTIALS, type PreviewCredentials } from "../cms/lib/auth.ts";
import { previewToken, type PreviewPostType } from "../cms/lib/preview-token.ts";
import { startCms, type RunningCms } from "../cms/server.ts";
import { t } from "../lib/i18n/messages.ts";
import { statusText } from "../lib/i18n/status-messages.ts";
import { expectNoAxeViolations, suiteSiteUrl } from "./helpers.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";

const secret = process.env.E2E_PREVIEW_SECRET ?? "";
const now = () => Math.floor(Date.now() / 1000);
const link = (type: PreviewPostType, id: number, lang: string, options: { secret?: string; at?: number } = {}) =>
  `/api/preview?token=${previewToken({ type, id, lang }, options.secret ?? secret, options.at ?? now())}`;

const draftPage = { type: "page", id: 2401, lang: "fr" } as const;
const pendingEvent = { type: "events", id: 2410, lang: "fr" } as const;
const changedPage = { type: "page", id: 464, lang: "en", path: "/en/invest/why-the-region" } as const;

interface Answer {
  status: number;
  headers: Headers;
  body: string;
}

async function get(origin: string, target: string, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await fetch(`${origin}${target}`, { headers, redirect: "manual" });
  return { status: response.status, headers: response.headers, body: await response.text() };
}

/** The cookies an answer sets, as a Cookie header (the browser's part, without its rules). */
function cookiesOf(answer: Answer): string {
  return answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0] ?? "")
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

const title = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? "";

/**
 * A CMS of a spec's own whose preview user has `credentials` (its admin API on, for faults), and a
 * site reading it with them and `secret`, `env` added.
 */
async function startPreviewSite(
  credentials: PreviewCredentials,
  secret: string,
  env: Record<string, string> = {},
): Promise<{ cms: RunningCms; site: PrivateSite; origin: string }> {
  const cms = await startCms({ port: 0, quiet: true, admin: true, preview: credentials });
  const { site, origin } = await startSiteOf(cms.url, {
    PREVIEW_SECRET: secret,
    WORDPRESS_PREVIEW_USER: credentials.user,
    WORDPRESS_PREVIEW_PASSWORD: credentials.password,
    ...env,
  });
  return { cms, site, origin };
}

/** The CSP violations a page reports in its console. */
function watchPolicy(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

test.describe("on the suite's site", () => {
  test("an editor previews a draft page: its content, the banner, never cached nor indexed; visitors get the 404", async ({
    page,
  }) => {
    const violations = watchPolicy(page);
    const response = await page.goto(link(draftPage.type, draftPage.id, draftPage.lang));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/~preview/page/2401");
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Territoires d.innovation 2027/);
    const banner = page.getByRole("region", { name: t("fr").previewLabel });
    await expect(banner).toContainText(t("fr").previewHelp);
    // The breadcrumb as it will read once published: under its parent page.
    await expect(page.getByRole("navigation", { name: t("fr").breadcrumb })).toContainText("Investir");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("button", { name: t("fr").previewExit }).focus();
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);

    // A visitor at the same address: the site's 404, before and after.
    const anonymous = await get(suiteSiteUrl, "/~preview/page/2401", { accept: "text/html" });
    expect(anonymous.status).toBe(404);
    expect(anonymous.body).not.toContain("Territoires d");

    // Exit preview (a form: it works without JavaScript): back home, the address is gone.
    await page.getByRole("button", { name: t("fr").previewExit }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await page.goto("/~preview/page/2401"))?.status()).toBe(404);
  });

  test("an editor previews a pending event in its language", async ({ page }) => {
    const violations = watchPolicy(page);
    const response = await page.goto(link(pendingEvent.type, pendingEvent.id, pendingEvent.lang));
    expect(response?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/~preview/events/2410");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Atelier.*mesurer l.empreinte carbone d.un laboratoire/,
    );
    await expect(page.getByRole("region", { name: t("fr").previewLabel })).toBeVisible();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(violations).toEqual([]);
    expect((await get(suiteSiteUrl, "/~preview/events/2410")).status).toBe(404);

    // The English translation, at its own preview address, with the English banner.
    await page.goto(link("events", 2411, "en"));
    expect(new URL(page.url()).pathname).toBe("/en/~preview/events/2411");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      /Workshop: measuring a laboratory.s carbon footprint/,
    );
    await expect(page.getByRole("region", { name: t("en").previewLabel })).toContainText(t("en").previewHelp);
  });

  test("a changed published page: the editor sees the autosave, visitors the published page from the cache, before and after", async ({
    page,
  }) => {
    // A copy Next holds as fresh: one past REVALIDATE_SECONDS (the suite runs longer than that)
    // is rendered again on this request, and the next one gets that new copy.
    await expect
      .poll(async () => (await get(suiteSiteUrl, changedPage.path)).headers.get("x-nextjs-cache"))
      .toBe("HIT");
    const before = await get(suiteSiteUrl, changedPage.path);
    expect(before.status).toBe(200);
    expect(title(before.body)).toMatch(/^Why the region\?/);
    expect(before.headers.get("cache-control")).toMatch(/s-maxage=\d+/);

    const violations = watchPolicy(page);
    const response = await page.goto(link(changedPage.type, changedPage.id, changedPage.lang));
    expect(new URL(page.url()).pathname).toBe(changedPage.path);
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why choose the region?");
    await expect(page).toHaveTitle(/^Why choose the region\?/);
    await expect(page.locator("main")).toContainText("32,000 graduates");
    const banner = page.getByRole("region", { name: t("en").previewLabel });
    await expect(banner).toBeVisible();
    // The breadcrumb's last level is the previewed title.
    await expect(
      page.getByRole("navigation", { name: t("en").breadcrumb }).locator('[aria-current="page"]'),
    ).toHaveText("Why choose the region?");
    await expectNoAxeViolations(page);
    expect(violations).toEqual([]);

    // Meanwhile, a visitor: the published page, the same cached version.
    const during = await get(suiteSiteUrl, changedPage.path);
    expect(title(during.body)).toMatch(/^Why the region\?/);
    expect(during.body).not.toContain("32,000");
    expect(during.headers.get("etag")).toBe(before.headers.get("etag"));

    // Other pages are the published ones, even during the preview.
    await page.goto("/en/invest");
    await expect(page.getByRole("region", { name: t("en").previewLabel })).toHaveCount(0);

    await page.goto(changedPage.path);
    await page.getByRole("button", { name: t("en").previewExit }).click();
    await expect(page).toHaveURL(new RegExp(`${changedPage.path}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why the region?");
    await expect(page.getByRole("region", { name: t("en").previewLabel })).toHaveCount(0);

    const after = await get(suiteSiteUrl, changedPage.path);
    expect(title(after.body)).toMatch(/^Why the region\?/);
    expect(after.headers.get("etag")).toBe(before.headers.get("etag"));
  });

  test("an editor previews the home page: the banner there, not for visitors", async ({ page }) => {
    await page.goto(link("page", 109, "fr"));
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.getByRole("region", { name: t("fr").previewLabel })).toBeVisible();
    const visitor = await get(suiteSiteUrl, "/");
    expect(visitor.headers.get("cache-control")).toMatch(/s-maxage=\d+/);
    expect(visitor.body).not.toContain("data-preview-banner");
  });

  test("a link opens the preview once: opened again from another browser it answers 410, and the editor's browser keeps its preview", async ({
    page,
    browser,
  }) => {
    const target = link(draftPage.type, draftPage.id, draftPage.lang);
    expect((await page.goto(target))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/~preview/page/2401");
    // Whoever opens the same link again (seen in a log, a screenshot, a browser's history): the 410 page, no cookie, no draft.
    for (let replay = 0; replay < 5; replay++) {
      const answer = await get(suiteSiteUrl, target, { accept: "text/html" });
      expect(answer.status, `replay ${replay}`).toBe(410);
      expect(answer.headers.getSetCookie()).toEqual([]);
      expect(answer.headers.get("cache-control")).toBe("private, no-store");
      expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
      expect(answer.body).toContain(statusText("fr", 410).title);
      expect(answer.body).not.toContain("Territoires d");
    }
    // In another browser: the page reads well, its style allowed by its policy.
    const other = await browser.newContext();
    try {
      const stranger = await other.newPage();
      const violations = watchPolicy(stranger);
      expect((await stranger.goto(`${suiteSiteUrl}${target}`))?.status()).toBe(410);
      await expect(stranger.getByRole("heading", { level: 1 })).toHaveText(statusText("fr", 410).title);
      expect(await stranger.locator("main").evaluate((main) => getComputedStyle(main).maxWidth)).not.toBe("none");
      await expectNoAxeViolations(stranger);
      expect(violations).toEqual([]);
      expect((await stranger.goto(`${suiteSiteUrl}/~preview/page/2401`))?.status()).toBe(404);
    } finally {
      await other.close();
    }
    // The editor's browser: the preview goes on, and the same link (Preview clicked again without a change) takes it back to the post.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Territoires d.innovation 2027/);
    expect((await page.goto(target))?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe("/~preview/page/2401");
    await expect(page.getByRole("region", { name: t("fr").previewLabel })).toBeVisible();
  });

  test("an expired, forged or malformed token, or preview cookies of another post, get the 404 page and no cookie", async () => {
    const tokens = [
      link("page", 2401, "fr", { at: now() - 700 }), // expired ten minutes after the click
      link("page", 2401, "fr", { secret: "another-secret-of-at-least-thirty-two-characters" }),
      link("page", 2401, "fr").replace(/.$/, (last) => (last === "A" ? "B" : "A")), // signature changed
      "/api/preview?token=eyJ0eXBlIjoicGFnZSJ9",
      "/api/preview",
      link("page", 999999, "fr"), // no such post
    ];
    for (const target of tokens) {
      const answer = await get(suiteSiteUrl, target, { accept: "text/html" });
      expect(answer.status, target).toBe(404);
      expect(answer.headers.getSetCookie(), target).toEqual([]);
      expect(answer.headers.get("cache-control"), target).toBe("private, no-store");
      expect(answer.body, target).toContain(t("fr").notFoundTitle);
    }
    // Cookies of a preview of the pending event do not open the draft page.
    const entered = await get(suiteSiteUrl, link(pendingEvent.type, pendingEvent.id, pendingEvent.lang));
    expect(entered.status).toBe(307);
    expect(entered.headers.get("location")).toBe("/~preview/events/2410");
    const cookie = cookiesOf(entered);
    expect(cookie).toMatch(/__prerender_bypass=/);
    // Both cookies HttpOnly, and ending by themselves after an hour (Next's own would last the browser's session).
    const set = entered.headers.getSetCookie();
    for (const name of ["__prerender_bypass", "vitrine_preview"]) {
      const line = set.find((cookie) => cookie.startsWith(`${name}=`)) ?? "";
      expect(line, name).toMatch(/;\s*Max-Age=3600\b/i);
      expect(line, name).toMatch(/;\s*HttpOnly\b/i);
      expect(line, name).toMatch(/;\s*Path=\/(;|$)/i);
    }
    expect((await get(suiteSiteUrl, "/~preview/events/2410", { cookie })).status).toBe(200);
    expect((await get(suiteSiteUrl, "/~preview/page/2401", { cookie })).status).toBe(404);
    // A preview cookie without a draft-mode cookie, or a made-up one, is nothing.
    const session = cookie.split("; ").find((pair) => pair.startsWith("vitrine_preview=")) ?? "";
    expect((await get(suiteSiteUrl, "/~preview/events/2410", { cookie: session })).status).toBe(404);
    expect(
      (await get(suiteSiteUrl, "/~preview/events/2410", { cookie: `${session}; __prerender_bypass=made-up` })).status,
    ).toBe(404);
  });
});

test.describe("the credentials", () => {
  test.describe.configure({ mode: "serial" });
  // A password of this file's: whatever carries it, in any form, is a leak.
  const credentials: PreviewCredentials = { user: "preview-leak-check", password: "Leak Chec kOnl yThi sFil e123" };
  const forms = [
    credentials.password,
    credentials.password.replace(/ /g, ""),
    Buffer.from(`${credentials.user}:${credentials.password}`).toString("base64"),
    Buffer.from(`${credentials.user}:${credentials.password}`).toString("base64url"),
    "LeakChec",
  ];
  const siteSecret = "preview-spec-secret-of-at-least-32-characters";
  let cms: RunningCms;
  let site: PrivateSite;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ cms, site, origin } = await startPreviewSite(credentials, siteSecret));
  });

  test.afterAll(async () => {
    await site?.remove();
    await cms?.close();
  });

  test("never appear in pages, router payloads, the site's logs or its client JavaScript", async () => {
    const seen: Array<[string, string]> = [];
    for (const post of [draftPage, pendingEvent, changedPage]) {
      const entered = await get(origin, link(post.type, post.id, post.lang, { secret: siteSecret }));
      expect(entered.status, `${post.type} ${post.id}`).toBe(307);
      seen.push([`redirect of ${post.id}`, [...entered.headers].join("\n")]);
      const cookie = cookiesOf(entered);
      const address = entered.headers.get("location") ?? "";
      const html = await get(origin, address, { cookie, accept: "text/html" });
      expect(html.status, address).toBe(200);
      expect(html.body).toContain("data-preview-banner");
      seen.push([`HTML of ${address}`, [...html.headers].join("\n") + html.body]);
      // Next's router asks with `RSC: 1` and a `?_rsc=` of its own (it redirects there without one).
      const asked = await get(origin, address, { cookie, rsc: "1" });
      const rscAddress = asked.status === 307 ? (asked.headers.get("location") ?? "") : address;
      expect(rscAddress, `RSC ${address}`).toMatch(/[?&]_rsc\b/);
      const rsc = await get(origin, rscAddress, { cookie, rsc: "1" });
      expect(rsc.status, `RSC ${rscAddress}`).toBe(200);
      expect(rsc.headers.get("content-type")).toMatch(/^text\/x-component/);
      expect(rsc.headers.get("cache-control"), `RSC ${rscAddress}`).toBe("private, no-store");
      seen.push([`RSC payload of ${address}`, [...rsc.headers].join("\n") + rsc.body]);
    }
    // Wrong credentials in WordPress's answer (a revoked password): an error, not a leak.
    seen.push(["404 of a forged token", (await get(origin, "/api/preview?token=x.y", { accept: "text/html" })).body]);
    seen.push(["the site's logs", site.output()]);
    for (const [where, text] of seen) {
      for (const form of forms)
        expect(text.includes(form), `${where} contains the credentials (${form.slice(0, 4)}…)`).toBe(false);
    }
    // The client JavaScript and styles the build ships: neither this password, the demo's, nor any secret.
    const root = path.join(path.dirname(new URL(import.meta.url).pathname), "..", ".next", "static");
    const files = (await readdir(root, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(files.length).toBeGreaterThan(0);
    const demo = [
      DEMO_PREVIEW_CREDENTIALS.password,
      DEMO_PREVIEW_CREDENTIALS.password.replace(/ /g, ""),
      secret,
      siteSecret,
    ];
    for (const file of files) {
      const text = await readFile(path.join(file.parentPath, file.name), "latin1");
      for (const form of [...forms, ...demo])
        expect(text.includes(form), `${file.name} contains a credential`).toBe(false);
    }
  });
});

test.describe("a WordPress too slow for a preview", () => {
  const credentials: PreviewCredentials = { user: "preview-slow-check", password: "Slow Chec kOnl yThi sFil e456" };
  const siteSecret = "preview-slow-secret-of-at-least-32-characters";
  let cms: RunningCms;
  let site: PrivateSite;
  let origin: string;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    ({ cms, site, origin } = await startPreviewSite(credentials, siteSecret, { RENDER_DEADLINE_MS: "3000" }));
  });

  test.afterAll(async () => {
    await site?.remove();
    await cms?.close();
  });

  test("gets the 503 page with Retry-After, never an error page, while other reads are answered", async () => {
    const entered = await get(origin, link(changedPage.type, changedPage.id, changedPage.lang, { secret: siteSecret }));
    expect(entered.status).toBe(307);
    const cookie = cookiesOf(entered);
    const address = entered.headers.get("location") ?? "";
    expect((await get(origin, address, { cookie })).status).toBe(200);
    // The preview user's read of this page answers past the page's deadline; WordPress answers every other read.
    const faults = (body: unknown) =>
      fetch(`${cms.url}/__cms/faults`, { method: "POST", body: JSON.stringify(body) }).then((answer) =>
        expect(answer.ok).toBe(true),
      );
    await faults({ routes: { [`/wp/v2/pages/${changedPage.id}`]: { latencyMs: 6000 } } });
    try {
      const slow = await get(origin, address, { cookie, accept: "text/html" });
      expect(slow.status, slow.body.slice(0, 400)).toBe(503);
      expect(slow.headers.get("retry-after")).toMatch(/^\d+$/);
      expect(slow.headers.get("cache-control")).toBe("no-store");
      expect(slow.body).toContain(statusText("en", 503).title);
      // The site's answer with WordPress answering, after the slow read: the other reads (the
      // layout's, the route table's) were answered meanwhile, so WordPress is not known down.
      expect((await get(origin, "/en", { accept: "text/html" })).status).toBe(200);
    } finally {
      await faults({ routes: { [`/wp/v2/pages/${changedPage.id}`]: { latencyMs: 0 } } });
    }
    await expect.poll(async () => (await get(origin, address, { cookie })).status).toBe(200);
  });
});
