// Hostile content from the CMS (script tags, event handlers, javascript: links, markup in titles,
// Yoast fields and menus) must reach the browser as inert text or not at all. This file runs its
// own CMS and site (on a private copy of the build the suite made, e2e/private-site.ts) so the
// edits cannot leak into other specs; the revalidation webhook makes the site render them.
// Behind the sanitiser, the page's policy is the second line of defence: an inline script that is
// not the framework's is refused by the browser (the last test).
// Nor can content break a page (issue 30): any string in an image field, any id or name in
// content HTML, and every page still answers 200 and runs its JavaScript.
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { createLogger, setRootLogger } from "../lib/server/log.ts";
import { guardResponse } from "../lib/server/response-guard.ts";
import { siteGuard } from "../lib/server/site-guard.ts";
import { pageGlobals } from "../tests/page-globals.ts";
import { announceChanges, everyContentTag, expectNoAxeViolations } from "./helpers.ts";
import { type PrivateSite, startSiteOf } from "./private-site.ts";

// Each edit has the site render its pages again before the check (lib/cache/invalidation.ts).
test.describe.configure({ mode: "serial", timeout: 120_000 });

const secret = "hostile-content-revalidation-secret";
let cms: RunningCms;
let site: PrivateSite;
let siteUrl: string;
let dataDir: string;

async function patch(pathname: string, body: unknown): Promise<void> {
  const response = await fetch(`${cms.url}/__cms/${pathname}`, {
    method: "PATCH",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(response.status, `PATCH ${pathname}`).toBe(200);
}

/**
 * What WordPress's plugin does after an edit: one webhook per post saved (`{post_type, id}`), or
 * every kind of content at once when none is named; resolves once the site has rendered the
 * changed content again.
 */
async function revalidate(...saved: unknown[]): Promise<void> {
  await announceChanges(siteUrl, secret, saved.length > 0 ? saved : [{ tags: everyContentTag }]);
}

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vitrine-hostile-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(dataDir, "submissions.jsonl") });
  ({ site, origin: siteUrl } = await startSiteOf(cms.url, { REVALIDATE_SECRET: secret }));
});

test.afterAll(async () => {
  await site?.remove();
  await cms?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

/** Flags a hostile script would raise if it ran. */
const hostileHtml = [
  "<p>Texte sûr<script>window.__xss = 'script'</script></p>",
  `<p onclick="window.__xss = 'onclick'" onmouseover="window.__xss = 'onmouseover'">Paragraphe piégé</p>`,
  `<img src="x" onerror="window.__xss = 'onerror'" alt="">`,
  `<a href="javascript:window.__xss = 'href'">lien javascript</a>`,
  `<a href="jav&#x09;ascript:window.__xss = 'href-tab'">lien tabulé</a>`,
  `<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">lien data</a>`,
  `<svg onload="window.__xss = 'svg'"><circle r="4"></circle></svg>`,
  `<iframe src="https://evil.example/embed"></iframe>`,
  `<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Vidéo de présentation"></iframe>`,
  `<form action="https://evil.example/"><input autofocus onfocus="window.__xss = 'onfocus'"></form>`,
  `<style>body { display: none }</style>`,
  `<details open ontoggle="window.__xss = 'ontoggle'"><summary>Résumé</summary></details>`,
].join("\n");

/** What a browser could run from the page: scripts neither nonced nor the site's own chunks, handlers, javascript:/data: URLs, active elements. */
async function executableThings(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll("*")) {
      for (const attribute of element.getAttributeNames()) {
        const value = element.getAttribute(attribute) ?? "";
        if (attribute.startsWith("on")) found.push(`${element.tagName} ${attribute}`);
        if (
          /^(href|src|action|formaction|srcdoc|data|xlink:href)$/.test(attribute) &&
          /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ""))
        ) {
          found.push(`${element.tagName} ${attribute}=${value}`);
        }
      }
    }
    // The site's scripts: its own files, the framework's inline payload (hashed by the page's
    // policy) and JSON-LD data blocks. Anything else came from the content.
    const ownChunk = (script: HTMLScriptElement) => script.src.startsWith(`${location.origin}/_next/static/`);
    const framework = (script: HTMLScriptElement) =>
      !script.src && /^(\(?self\.__next_f|\(globalThis\["TURBOPACK"\])/.test(script.text);
    const data = (script: HTMLScriptElement) => script.type === "application/ld+json";
    for (const script of document.querySelectorAll("script"))
      if (!ownChunk(script) && !framework(script) && !data(script))
        found.push(`script: ${script.outerHTML.slice(0, 80)}`);
    // The page's own policy, right after the charset, first in the head (lib/server/response-guard.ts).
    const ownPolicy = document.head.querySelector(
      ':scope > meta[charset] + meta[http-equiv="Content-Security-Policy"]',
    );
    for (const element of document.querySelectorAll(
      "main svg, main form, main input, main object, main embed, main style, body style, base, meta[http-equiv]",
    ))
      if (element !== ownPolicy) found.push(element.tagName);
    for (const frame of document.querySelectorAll("iframe"))
      if (!/^https:\/\/www\.youtube-nocookie\.com\//.test(frame.src)) found.push(`iframe ${frame.src}`);
    return found;
  });
}

async function visit(page: Page, pathname: string): Promise<string[]> {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  const response = await page.goto(`${siteUrl}${pathname}`);
  expect(response?.status()).toBe(200);
  await page.waitForLoadState("networkidle");
  return violations;
}

test("markup in titles, blocks, links and images is inert", async ({ page }) => {
  await patch("content/pages/163", {
    title: `<img src=x onerror="window.__xss = 'title'">Vivre <script>window.__xss = 'title-script'</script>ici`,
    acf: {
      blocks: [
        {
          acf_fc_layout: "paragraph",
          title: `<b onmouseover="window.__xss = 'block-title'">Titre du bloc</b>`,
          text: hostileHtml,
        },
        {
          acf_fc_layout: "text_image",
          title: "Un lien piégé",
          text: "<p>Texte</p>",
          image: { url: "javascript:window.__xss = 'image'", alt: "<script>x</script>", width: 800, height: 600 },
          image_position: "left",
          link: { title: "Cliquer", url: "javascript:window.__xss = 'button'", target: "" },
        },
      ],
    },
    yoast_head_json: {
      description: `"><script>window.__xss = 'yoast-description'</script>`,
      og_title: `<img src=x onerror="window.__xss = 'og-title'">Vivre`,
    },
  });
  await patch("options", {
    site_name: "<script>window.__xss = 'site-name'</script>Confluence",
    header_menu_fr: [
      {
        link: {
          title: `Piège <img src=x onerror="window.__xss = 'menu-title'">`,
          url: "javascript:window.__xss = 'menu'",
          target: "",
        },
      },
      { link: { title: "Vivre", url: `${cms.url}/vivre/`, target: "" } },
    ],
    footer_columns_fr: [
      {
        title: "<script>window.__xss = 'column'</script>Colonne",
        links: [
          { link: { title: "Données", url: "data:text/html,<script>alert(1)</script>", target: "" } },
          { link: { title: "Espacé", url: " JavaScript:window.__xss = 'footer'", target: "_blank" } },
          { link: { title: "Contact", url: `${cms.url}/contact/`, target: "" } },
        ],
      },
    ],
    social_links: [{ network: "x", url: "javascript:window.__xss = 'social'" }],
  });
  await revalidate();

  const violations = await visit(page, "/vivre");
  // Shown as text, not markup.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Vivre ici");
  await expect(page.getByRole("heading", { name: "Titre du bloc" })).toBeVisible();
  await expect(page.getByText("Paragraphe piégé")).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", '">');
  // Unsafe links are gone; safe ones stay.
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "Vivre", exact: true })).toHaveAttribute("href", "/vivre");
  await expect(header.getByText("Piège")).toHaveCount(0);
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByRole("heading", { name: "Colonne" })).toBeVisible();
  await expect(footer.getByRole("link", { name: "Contact" })).toHaveAttribute("href", "/contact");
  await expect(footer.getByRole("link", { name: /Données|Espacé/ })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cliquer" })).toHaveCount(0);
  // The allowed embed stays, nothing else active does.
  await expect(page.locator('iframe[title="Vidéo de présentation"]')).toHaveCount(1);
  expect(await executableThings(page)).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  // Nothing even reached the policy's second line of defence.
  expect(violations).toEqual([]);
  await expectNoAxeViolations(page);
});

test("hostile post content (no blocks) is sanitised too", async ({ page }) => {
  await patch("content/pages/169", { acf: { blocks: [] }, content: hostileHtml });
  await revalidate({ post_type: "page", id: 169 });
  const violations = await visit(page, "/etudier");
  await expect(page.getByText("Texte sûr")).toBeVisible();
  // The text of the refused links stays, without an address.
  for (const text of ["lien javascript", "lien tabulé", "lien data"]) {
    await expect(page.locator("main a", { hasText: text })).not.toHaveAttribute("href", /.*/);
  }
  expect(await executableThings(page)).toEqual([]);
  expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
  expect(violations).toEqual([]);
  await expectNoAxeViolations(page);
});

/** Every address of `type` in the embedded CMS, in French: its id and its site path. */
async function postsOf(type: "pages" | "events" | "societies"): Promise<Array<{ id: number; path: string }>> {
  const response = await fetch(`${cms.url}/wp-json/wp/v2/${type}?lang=fr&per_page=100&_fields=id,link`);
  expect(response.status).toBe(200);
  const posts = (await response.json()) as Array<{ id: number; link: string }>;
  return posts.map(({ id, link }) => ({
    id,
    path: new URL(link).pathname.replace(/^\/events\/([^/]+)\/$/, "/event-$1").replace(/(.)\/$/, "$1"),
  }));
}

/** A post as the CMS has it (its `acf` and `content`). */
async function postOf(
  type: "pages" | "events",
  id: number,
): Promise<{ acf: Record<string, unknown>; content: { rendered: string } }> {
  const response = await fetch(`${cms.url}/__cms/content/${type}/${id}`);
  expect(response.status).toBe(200);
  return (await response.json()) as { acf: Record<string, unknown>; content: { rendered: string } };
}

/** `value` with the address of each ACF image in it replaced by the next of `urls`, in turn. */
function withImageUrls(value: unknown, next: () => string): unknown {
  if (Array.isArray(value)) return value.map((item) => withImageUrls(item, next));
  if (typeof value !== "object" || value === null) return value;
  const entries = Object.entries(value).map(([key, item]) => [key, withImageUrls(item, next)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  return object["type"] === "image" && typeof object["url"] === "string" ? { ...object, url: next() } : object;
}

/**
 * A page answers 200 and its JavaScript runs: no error on the page, the framework's prefetch
 * decision taken, and the small-screen menu's script (the scroll lock, Escape) working.
 */
async function expectRunningPage(page: Page, pathname: string): Promise<void> {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(`${pathname}: ${error.message}`));
  const response = await page.goto(`${siteUrl}${pathname}`);
  expect(response?.status(), pathname).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("data-prefetch", /.+/);
  const button = page.locator("header summary");
  await button.click();
  await expect(page.locator("#site-menu")).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => getComputedStyle(document.body).overflow), {
      message: `${pathname}: the menu's scroll lock`,
    })
    .toBe("hidden");
  await page.keyboard.press("Escape");
  await expect(page.locator("#site-menu")).toBeHidden();
  await expect(button).toBeFocused();
  expect(errors).toEqual([]);
}

test.describe("content cannot break a page", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("any string in an image field: every page showing one answers 200 and runs", async ({ page }) => {
    // Every shape of address an image field can hold (tests/media.test.ts has them all, one by one).
    const addresses = [
      `${cms.url}/?attachment_id=611`,
      "/?attachment_id=611",
      "?attachment_id=611",
      "#photo",
      "photo.jpg",
      "../wp-content/uploads/photo.jpg",
      "//evil.example/wp-content/uploads/photo.jpg",
      "/\\evil.example/wp-content/uploads/photo.jpg",
      "https://evil.example/wp-content/uploads/photo.jpg",
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      "javascript:window.__xss = 'image'",
      `${cms.url}/wp-content/uploads/${"a".repeat(10 * 1024)}.jpg`,
      `${cms.url}/wp-content/uploads/2026/11/logo.svg`,
      `${cms.url}/wp-content/uploads/2020/01/missing.jpg`,
      `${cms.url}/vivre/`,
    ];
    let turn = 0;
    const next = () => addresses[turn++ % addresses.length] as string;
    const pages = await postsOf("pages");
    const pathOf = (id: number) => pages.find((entry) => entry.id === id)?.path as string;
    const blocksPage = pages.find((entry) => entry.path === "/blocs");
    expect(blocksPage).toBeDefined();
    // The edited pages say so: what is checked is their new version, not the one rendered before.
    const edited = { acf_fc_layout: "paragraph", title: "Version éditée", text: "<p>Des images de toutes sortes.</p>" };
    for (const id of [109, 163, blocksPage?.id as number]) {
      const { acf } = await postOf("pages", id);
      await patch(`content/pages/${id}`, {
        acf: { blocks: [...(withImageUrls(acf["blocks"], next) as unknown[]), edited] },
      });
    }
    const events = await postsOf("events");
    for (const { id } of events) {
      const { acf } = await postOf("events", id);
      await patch(`content/events/${id}`, {
        acf: { image: withImageUrls(acf["image"], next) },
        content: "<h2>Version éditée</h2>",
      });
    }
    // A society's logo given as its URL alone (ACF's "url" return format).
    for (const { id } of await postsOf("societies")) await patch(`content/societies/${id}`, { acf: { logo: next() } });
    expect(turn).toBeGreaterThan(addresses.length * 2);
    await revalidate();

    const editedPaths = new Set(["/", pathOf(163), "/blocs", events[0]?.path as string]);
    for (const pathname of ["/", pathOf(163), "/agenda", events[0]?.path as string, "/ecosysteme/membres", "/blocs"]) {
      await expectRunningPage(page, pathname);
      if (editedPaths.has(pathname))
        await expect(page.getByRole("heading", { name: "Version éditée" }), pathname).toBeVisible();
      // What is shown is a file of the media library, resized by the site or (an SVG) as it is.
      const sources = await page
        .locator("main img[data-nimg]")
        .evaluateAll((images) => images.map((image) => image.getAttribute("src") ?? ""));
      const library = `${cms.url}/wp-content/uploads/`;
      for (const src of sources)
        expect(
          src.startsWith(`/_next/image?url=${encodeURIComponent(library)}`) ||
            (src.startsWith(library) && src.endsWith(".svg")),
          `${pathname}: ${src.slice(0, 120)}`,
        ).toBe(true);
      expect(await page.evaluate(() => (window as { __xss?: string }).__xss), pathname).toBeUndefined();
    }
  });

  test("ids and names in content shadow no global the page reads: every page runs, its anchors work", async ({
    page,
    browser,
  }) => {
    // The globals the page's scripts read (tests/page-globals.ts), and every one a page has that a blank page has not.
    await page.goto(`${siteUrl}/investir`);
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", /.+/);
    const own = await page.evaluate(() => Object.getOwnPropertyNames(window));
    const blank = await browser.newPage();
    const standard = new Set(await blank.evaluate(() => Object.getOwnPropertyNames(window)));
    await blank.close();
    const globals = [...new Set([...pageGlobals, ...own.filter((name) => !standard.has(name))])];
    expect(globals).toEqual(expect.arrayContaining(["__next_f", "TURBOPACK", "next"]));

    const attribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
    const hostileIds = globals
      .map(
        (name) =>
          `<p id="${attribute(name)}">${attribute(name)}</p><p><a id="${attribute(name)}" name="${attribute(name)}" href="#${attribute(name)}">→</a><img name="${attribute(name)}" id="${attribute(name)}" src="${cms.url}/wp-content/uploads/2026/11/card-atelier.jpg" alt=""></p>`,
      )
      .join("\n");
    const anchors = `<p><a href="#programme">Voir le programme</a></p>${"<p>Texte.</p>".repeat(40)}<h2 id="programme">Programme</h2><p>Fin.</p>`;
    const { acf } = await postOf("pages", 109);
    await patch("content/pages/109", {
      acf: {
        blocks: [{ acf_fc_layout: "paragraph", title: "Ancres", text: hostileIds }, ...(acf["blocks"] as unknown[])],
      },
    });
    await patch("content/pages/169", { acf: { blocks: [] }, content: `${hostileIds}${anchors}` });
    const [event] = await postsOf("events");
    await patch(`content/events/${event?.id}`, { content: hostileIds });
    await revalidate(
      { post_type: "page", id: 109 },
      { post_type: "page", id: 169 },
      { post_type: "events", id: event?.id },
    );

    for (const pathname of ["/", "/etudier", event?.path as string]) {
      await expectRunningPage(page, pathname);
      const shadowed = await page.evaluate(
        (names) =>
          names.filter(
            (name) =>
              (window as unknown as Record<string, unknown>)[name] instanceof Element ||
              document.getElementById(name)?.closest("main"),
          ),
        globals,
      );
      expect(shadowed, pathname).toEqual([]);
      // Each anchor is there, under its content name.
      await expect(page.locator("main p#user-content-__next_f")).toHaveCount(1);
      await expect(page.locator(`main a[name="user-content-__next_f"]`)).toHaveCount(1);
    }

    // An editor's anchor: the link scrolls to its heading, and an address with #programme from elsewhere finds it.
    await page.goto(`${siteUrl}/etudier`);
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", /.+/);
    await page.getByRole("link", { name: "Voir le programme" }).click();
    await expect(page).toHaveURL(/#user-content-programme$/);
    await expect(page.getByRole("heading", { name: "Programme", exact: true })).toBeInViewport();
    await page.goto(`${siteUrl}/investir`);
    await page.goto(`${siteUrl}/etudier#programme`);
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", /.+/);
    await expect(page.getByRole("heading", { name: "Programme", exact: true })).toBeInViewport();
  });
});

test("an inline script that got into a page past the sanitiser is refused by the browser; the page still runs", async ({
  page,
}) => {
  // A page as the site serves it, with an inline script added where content goes, served through
  // the site's own response guard and policy (server.ts): everything else is relayed from the site.
  // The guard's log is this test's to read, not the console's.
  const logged: string[] = [];
  setRootLogger(
    createLogger({ format: "json", level: "info", destination: { write: (line: string) => logged.push(line) } }),
  );
  const guard = siteGuard();
  const probe: Server = createServer((req, res) => {
    guardResponse(req, res, guard);
    void (async () => {
      const upstream = await fetch(`${siteUrl}${req.url === "/sonde" ? "/investir" : req.url}`, {
        headers: { rsc: String(req.headers.rsc ?? "") },
      });
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      if (req.url === "/sonde") {
        // The page as Next.js renders it, without the policy element the site's guard put in (this
        // guard puts its own), and the script where content goes.
        const html = body
          .toString("utf8")
          .replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/, "")
          .replace("</main>", "<script>window.__xss = 'inline'</script></main>");
        body = Buffer.from(html, "utf8");
      }
      res.statusCode = upstream.status;
      for (const name of ["content-type", "cache-control", "etag", "vary"]) {
        const value = upstream.headers.get(name);
        if (value) res.setHeader(name, value);
      }
      res.end(body);
    })().catch((error: unknown) => {
      res.statusCode = 502;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
  try {
    const probeUrl = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    const response = await page.goto(`${probeUrl}/sonde`);
    expect(response?.status()).toBe(200);
    expect(await response?.text()).toContain("window.__xss = 'inline'");
    // The framework's scripts ran: the page hydrated (its prefetch decision is taken once it runs).
    await expect(page.locator("html")).toHaveAttribute("data-prefetch", /.+/);
    expect(await page.evaluate(() => (window as { __xss?: string }).__xss)).toBeUndefined();
    await expect.poll(() => violations).toHaveLength(1);
    expect(violations[0]).toMatch(/inline script/i);
    // The site says which script its policy refused, as an error: a script past the sanitiser is a bug.
    expect(logged.map((line) => JSON.parse(line) as { level: string; msg: string })).toContainEqual(
      expect.objectContaining({ level: "error", msg: expect.stringContaining("window.__xss = 'inline'") }),
    );
  } finally {
    setRootLogger(undefined);
    await new Promise((resolve) => probe.close(resolve));
  }
});
