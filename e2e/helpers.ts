import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";

/**
 * The suite's SITE_URL, which its build was made for: a server of a spec's own on that build
 * (e2e/private-site.ts) starts with it, as server.ts refuses another (lib/server/build-record.ts).
 */
export const suiteSiteUrl = `http://127.0.0.1:${process.env.E2E_PORT}`;

/** The embedded CMS behind the site under test. */
export const cmsUrl = `http://127.0.0.1:${process.env.E2E_CMS_PORT}`;

export async function cmsJson<T>(path: string): Promise<T> {
  const response = await fetch(`${cmsUrl}/wp-json/${path}`);
  if (!response.ok) throw new Error(`CMS ${path}: ${response.status}`);
  return (await response.json()) as T;
}

/** The site's name in the CMS's options: what every page's title ends with ("<title> - <name>"). */
export async function cmsSiteName(): Promise<string> {
  const options = await cmsJson<{ acf: { site_name: string } }>("acf/v3/options/options");
  return decodeEntities(options.acf.site_name);
}

/**
 * A call to an embedded CMS's admin API (cms/README.md), expected to succeed. Through Node's fetch:
 * the CMS closes idle connections after 5 s, as Apache does, and says so (`Keep-Alive: timeout=5`);
 * Node's fetch heeds that, Playwright's request context does not (a request sent on a connection
 * the CMS is closing at that moment fails with ECONNRESET).
 */
export async function cmsAdmin(
  cmsUrl: string,
  method: "POST" | "PATCH" | "DELETE",
  pathname: string,
  body?: unknown,
): Promise<void> {
  const response = await fetch(`${cmsUrl}/__cms/${pathname}`, {
    method,
    ...(body === undefined ? {} : { headers: { "content-type": "application/json" }, body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} /__cms/${pathname}`).toBe(true);
}

/** Merges `faults` into the embedded CMS's fault settings (its admin API, cms/README.md). */
export async function setCmsFaults(faults: Record<string, unknown>): Promise<void> {
  const response = await fetch(`${cmsUrl}/__cms/faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(faults),
  });
  expect(response.ok, `POST /__cms/faults ${JSON.stringify(faults)}`).toBe(true);
}

/** Decodes the entities WordPress puts in titles (test-side, independent of the app's code). */
export function decodeEntities(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
    .replace(/&#x([0-9a-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)))
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, "\u00a0")
    .trim();
}

/** Zero axe violations (WCAG 2.2 A/AA and best practices) on the page as it is now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A settled page: the title streamed in after a client-side navigation, transitions (the
  // consent banner fading in) finished — half-faded text is not what visitors read.
  await expect(page).toHaveTitle(/\S/);
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
}

/**
 * Answers the consent banner ("reject all") once it shows, so that it covers nothing a test
 * clicks or measures at the bottom of the screen, and is no longer first in the page's Tab order.
 */
export async function refuseConsent(page: Page, language: "fr" | "en" = "fr"): Promise<void> {
  await page.getByRole("button", { name: language === "fr" ? "Tout refuser" : "Reject all" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(
    page.getByRole("region", { name: language === "fr" ? "Vos choix en matière de cookies" : "Your cookie choices" }),
  ).toHaveCount(0);
}

export interface ContactPost {
  status: number;
  html: string;
  /** The text of the form's answer region (what the visitor reads after sending). */
  answer: string;
}

/**
 * Posts the contact form of `origin` + `path` as a browser without JavaScript does: the page's
 * form, its hidden fields (the server action) and `values`, as multipart, with `headers` added.
 */
export async function postContactWithoutJavaScript(
  origin: string,
  path: string,
  values: Record<string, string>,
  headers: Record<string, string> = {},
): Promise<ContactPost> {
  const page = await (await fetch(`${origin}${path}`)).text();
  const form = /<form[^>]*action="([^"]*#contact-status)"[^>]*>([\s\S]*?)<\/form>/.exec(page);
  expect(form, `the contact form of ${path}`).toBeTruthy();
  const body = new FormData();
  for (const [, name, value] of (form?.[2] ?? "").matchAll(
    /<input type="hidden" name="([^"]*)"(?: value="([^"]*)")?/g,
  )) {
    body.append(decodeAttribute(name ?? ""), decodeAttribute(value ?? ""));
  }
  for (const [name, value] of Object.entries(values)) body.append(name, value);
  const response = await fetch(`${origin}${decodeAttribute(form?.[1] ?? path)}`, {
    method: "POST",
    body,
    headers: { origin, accept: "text/html", ...headers },
  });
  const html = await response.text();
  const region = /id="contact-status"[^>]*>([\s\S]*?)<\/div>/.exec(html)?.[1] ?? "";
  return {
    status: response.status,
    html,
    answer: region
      .replace(/<[^>]*>/g, " ")
      .replace(/\s+/g, " ")
      .trim(),
  };
}

function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/**
 * Resolves once the site at `origin` has gone through the edits its webhook received: every page
 * rendered again and the front purged (/api/ready, `edits`; lib/cache/invalidation.ts).
 *
 * The whole wait has no bound: every page of the site is rendered again after an edit, which takes
 * as long as the machine is busy (seconds alone, minutes beside another suite), and the test (or
 * hook) calling this gets that time. It fails when the edits stop moving: `stallMs` with pages
 * left and none of them rendered.
 */
export async function untilEditsDone(origin: string, stallMs = 60_000): Promise<void> {
  const info = test.info();
  const timeout = info.timeout;
  const started = Date.now();
  let left: number | undefined;
  let movedAt = started;
  for (;;) {
    const ready = (await (await fetch(`${origin}/api/ready`)).json()) as {
      edits?: { pending: boolean; rendering: number; waitingForWordPressSince?: string };
    };
    const edits = ready.edits;
    if (!edits?.pending) return;
    const now = Date.now();
    if (edits.rendering !== left) {
      left = edits.rendering;
      movedAt = now;
      // The test's own time, plus the time the edits have taken so far and one more stall's.
      if (timeout > 0) info.setTimeout(timeout + (now - started) + stallMs);
    }
    if (now - movedAt > stallMs)
      throw new Error(
        `${origin} stopped going through its edits: ${left} pages left, none rendered for ${stallMs / 1000} s${edits.waitingForWordPressSince ? ` (waiting for WordPress since ${edits.waitingForWordPressSince})` : ""}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Every kind of content the site's webhook names: for a change no post names. */
export const everyContentTag = ["wp:pages", "wp:events", "wp:options", "wp:societies"];

/**
 * Sends each change to the site's webhook in turn, as WordPress's plugin announces a save
 * (`{post_type, id}`, `{post_type: "options"}`, or `{tags}`); resolves once the site has gone
 * through them (`untilEditsDone`).
 */
export async function announceChanges(siteOrigin: string, secret: string, changes: readonly unknown[]): Promise<void> {
  for (const change of changes) {
    const response = await fetch(`${siteOrigin}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify(change),
    });
    expect(response.status, `the webhook for ${JSON.stringify(change)}: ${await response.text()}`).toBe(200);
  }
  await untilEditsDone(siteOrigin);
}

/**
 * Undoes a test's edits: the embedded CMS's content reset (cms/README.md, `/__cms/reset`), then each
 * save it undid announced to the site's webhook as WordPress's plugin would, and every page when
 * the pages' `translations` field came back. A test that edited nothing costs no render, one that
 * edited a page's own content that page's renders: the site's pipeline decides, as for any edit.
 */
export async function undoEdits(cmsUrl: string, siteOrigin: string, secret: string): Promise<void> {
  const reset = await fetch(`${cmsUrl}/__cms/reset`, { method: "POST" });
  expect(reset.status, "POST /__cms/reset").toBe(200);
  const { changed, translationsRestored } = (await reset.json()) as {
    changed: unknown[];
    translationsRestored: boolean;
  };
  await announceChanges(siteOrigin, secret, translationsRestored ? [...changed, { tags: everyContentTag }] : changed);
}
