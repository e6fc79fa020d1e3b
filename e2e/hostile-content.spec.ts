// Hostile content from the CMS (script tags, event handlers, javascript: links, markup in titles,
// Yoast fields and menus) must reach the browser as inert text or not at all. This file runs its
// own CMS and site (on the build the suite made) so the edits cannot leak into other specs or be
// hidden by the site's data cache.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { expectNoAxeViolations } from "./helpers.ts";

test.describe.configure({ mode: "serial" });

let cms: RunningCms;
let site: ChildProcess;
let siteUrl: string;
let dataDir: string;

async function patch(pathname: string, body: unknown): Promise<void> {
  const response = await fetch(`${cms.url}/__cms/${pathname}`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
  expect(response.status, `PATCH ${pathname}`).toBe(200);
}

test.beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "vitrine-hostile-"));
  cms = await startCms({ port: 0, admin: true, quiet: true, submissionsFile: path.join(dataDir, "submissions.jsonl") });
  const port = await freePort();
  siteUrl = `http://127.0.0.1:${port}`;
  site = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "--hostname", "127.0.0.1", "--port", String(port)], {
    env: { ...process.env, WORDPRESS_URL: cms.url, SITE_URL: siteUrl, NEXT_TELEMETRY_DISABLED: "1", GTM_ID: "", HEATMAP_ID: "" },
    stdio: "ignore",
  });
  await expect
    .poll(
      async () => {
        if (site.exitCode !== null) throw new Error(`next start exited with ${site.exitCode}`);
        return fetch(`${siteUrl}/api/health`).then((response) => response.status, () => 0);
      },
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (site && site.exitCode === null) {
    const exited = new Promise((resolve) => site.once("exit", resolve));
    site.kill("SIGTERM");
    await exited;
  }
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
        if (/^(href|src|action|formaction|srcdoc|data|xlink:href)$/.test(attribute) && /^\s*(javascript|data|vbscript):/i.test(value.replace(/[\u0000-\u001f]/g, ""))) {
          found.push(`${element.tagName} ${attribute}=${value}`);
        }
      }
    }
    // Next's own chunks loaded at run time come from the site without a nonce ('self' allows them).
    const ownChunk = (script: HTMLScriptElement) => script.src.startsWith(`${location.origin}/_next/static/`);
    for (const script of document.querySelectorAll("script")) if (!script.nonce && !ownChunk(script)) found.push(`script without nonce: ${script.outerHTML.slice(0, 80)}`);
    for (const element of document.querySelectorAll("main svg, main form, main input, main object, main embed, main style, body style, base, meta[http-equiv]")) found.push(element.tagName);
    for (const frame of document.querySelectorAll("iframe")) if (!/^https:\/\/www\.youtube-nocookie\.com\//.test(frame.src)) found.push(`iframe ${frame.src}`);
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
        { acf_fc_layout: "paragraph", title: `<b onmouseover="window.__xss = 'block-title'">Titre du bloc</b>`, text: hostileHtml },
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
      { link: { title: `Piège <img src=x onerror="window.__xss = 'menu-title'">`, url: "javascript:window.__xss = 'menu'", target: "" } },
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
