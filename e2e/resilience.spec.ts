// WordPress failing in every way the embedded CMS can fail (its admin API's faults), and
// WordPress changing content (on-demand revalidation). These tests change the CMS for the whole
// server: they run in order on a CMS and a site of this file's own (on a copy of the suite's
// build), beside the other specs.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import ICAL from "ical.js";
import { expect, test as base, type APIRequestContext } from "@playwright/test";
import { startCms, type RunningCms } from "../cms/server.ts";
import { freePort } from "../scripts/lib/free-port.ts";
import { cmsAdmin, expectNoAxeViolations, suiteSiteUrl, undoEdits, untilEditsDone } from "./helpers.ts";
import { startOwnSite, startPrivateSite, untilAnswering, type OwnSite } from "./private-site.ts";
import { suiteThirdParties } from "./suite-third-parties.ts";

const secret = "resilience-revalidation-secret-0123456789";
/** A short render deadline, so that a slow WordPress cuts a render within the test. */
const deadlineMs = 4000;

let own: OwnSite;
/**
 * Every test's `request` and `page` address this file's site (none yet for the hooks that start
 * it). A test-scoped fixture: a worker-scoped one would give the file a worker of its own kind,
 * which Playwright schedules after every other spec, alone on one worker at the end of the run.
 */
const test = base.extend({
  baseURL: async ({}, provide) => provide(own?.origin),
});

/** This file's CMS and site, started once. */
test.beforeAll(async () => {
  test.setTimeout(120_000);
  own = await startOwnSite("resilience", () => ({
    REVALIDATE_SECRET: secret,
    RENDER_DEADLINE_MS: String(deadlineMs),
  }));
});

test.afterAll(async () => {
  await own?.close();
});

test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus)
    await testInfo.attach("site", { body: own.site.output(), contentType: "text/plain" });
});

/** Pages warmed first: rendered once, then served from the cache whatever WordPress does. */
const warm = [
  { path: "/vivre", h1: "Vivre en Auvergne-Rhône-Alpes" },
  { path: "/en/life", h1: "Living in Auvergne-Rhône-Alpes" },
];

/** This file's CMS's admin API. */
const cms = (method: "POST" | "PATCH" | "DELETE", pathname: string, data?: unknown) =>
  cmsAdmin(own.cms.url, method, pathname, data);

async function revalidate(request: APIRequestContext, data: unknown, token = secret) {
  return request.post("/api/revalidate", { data, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function h1(
  request: APIRequestContext,
  path: string,
): Promise<{ status: number; h1: string; headers: Record<string, string> }> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const title = html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, "") ?? "";
  return { status: response.status(), h1: title, headers: response.headers() };
}

/** A draft in WordPress (cms/content/unpublished.ts): the site has never read it. */
const draft = {
  id: 2401,
  slug: "territoires-d-innovation",
  path: "/investir/territoires-d-innovation",
  h1: /^Territoires d.innovation 2027$/,
};

/**
 * A page that exists in WordPress but has never been rendered by the site: a draft published,
 * announced the way the WordPress plugin does, while its own reads fail (so the pages the webhook
 * has the site render again cannot include it). Resolves once the site's list of paths has it,
 * with the warm pages warm again (the announcement marked the page lists stale).
 */
async function freshPage(request: APIRequestContext): Promise<string> {
  // An address of its own each time: one an earlier test published is a 404 once unpublished.
  const slug = `${draft.slug}-${Date.now().toString(36)}`;
  await cms("POST", "faults", { routes: { [`/wp/v2/pages/${draft.id}`]: { failRate: 1, status: 500 } } });
  await cms("PATCH", `content/pages/${draft.id}`, { status: "publish", slug });
  expect((await revalidate(request, { post_type: "page", id: draft.id })).status()).toBe(200);
  // A path the site does not know makes it re-read its list before answering 404.
  expect((await request.get(`/introuvable-${Date.now().toString(36)}`)).status()).toBe(404);
  for (const page of warm) expect((await h1(request, page.path)).h1).toBe(page.h1);
  return `/investir/${slug}`;
}

test.describe.configure({ mode: "serial" });

test.beforeEach(async ({ request }) => {
  await cms("DELETE", "faults");
  // Healed from the previous test: the site notices within seconds.
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(200);
  for (const page of warm) expect((await h1(request, page.path)).status).toBe(200);
});

test.afterEach(async () => {
  await cms("DELETE", "faults");
  await undoEdits(own.cms.url, own.origin, secret);
});

test("WordPress down: pages seen before are served with their content, a new page gets 503 with Retry-After, and the site recovers", async ({
  request,
}) => {
  const fresh = await freshPage(request);
  // Down as a whole (the fresh page's own fault goes with it).
  await cms("POST", "faults", { down: true, routes: { [`/wp/v2/pages/${draft.id}`]: null } });

  for (const page of warm) {
    const answer = await h1(request, page.path);
    expect(answer.status, page.path).toBe(200);
    expect(answer.h1).toBe(page.h1);
  }
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(503);
  // The reason of the latest failure: WordPress unreachable, once the fresh page's own failures are past.
  await expect
    .poll(async () => (await (await request.get("/api/ready")).json()).wordpress, { timeout: 10_000 })
    .toMatch(/could not be reached/);
  const ready = await (await request.get("/api/ready")).json();
  expect(ready).toMatchObject({ status: "unavailable" });

  const refused = await h1(request, fresh);
  expect(refused.status).toBe(503);
  expect(refused.h1).toBe("Site momentanément indisponible");
  // The site's name as WordPress last gave it.
  expect(await (await request.get(fresh)).text()).toContain(
    "<title>Site momentanément indisponible - Confluence</title>",
  );
  // Another page, in English: refused the same way unless an earlier test rendered it.
  const unseen = await h1(request, "/en/ecosystem/laboratories/platforms");
  expect([200, 503]).toContain(unseen.status);
  for (const answer of [refused, unseen].filter((a) => a.status === 503)) {
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.headers["cache-control"]).toContain("no-store");
  }
  if (unseen.status === 503) expect(unseen.h1).toBe("Temporarily unavailable");
  expect((await request.get("/api/health")).status()).toBe(200);

  await cms("DELETE", "faults");
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(200);
  await expect.poll(async () => (await h1(request, fresh)).status, { timeout: 10_000 }).toBe(200);
  expect((await h1(request, fresh)).h1).toMatch(draft.h1);
  expect((await h1(request, "/en/ecosystem/laboratories/platforms")).status).toBe(200);
});

test("WordPress slower than the render's deadline: cached pages answer without it, any other is cut at the deadline", async ({
  request,
}) => {
  const fresh = await freshPage(request);
  // The CMS answers after a minute, past the test's own timeout: a page that answers at all did
  // not wait for it (no elapsed time is asserted: a busy machine makes every answer slower).
  await cms("POST", "faults", { latencyMs: 60_000 });
  expect(deadlineMs).toBeLessThan(60_000);
  const cached = await h1(request, "/vivre");
  expect(cached.status).toBe(200);
  expect(cached.h1).toBe(warm[0]!.h1);

  for (const path of [fresh, "/ecosysteme/laboratoires/plateformes"]) {
    const answer = await h1(request, path);
    // 503 when WordPress was already known to be slow; otherwise this render hit its deadline (500).
    expect([200, 500, 503], path).toContain(answer.status);
  }
  // Once known slow, a page never rendered gets the 503 page without waiting for WordPress.
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(503);
  const late = await h1(request, "/en/invest/support/setting-up");
  if (late.status !== 200) expect(late.status).toBe(503);
});

test("WordPress failing half its requests with 503: pages are still served", async ({ request }) => {
  await cms("POST", "faults", { failRate: 0.5, status: 503 });
  for (let round = 0; round < 5; round++) {
    for (const page of warm) {
      const answer = await h1(request, page.path);
      expect(answer.status, page.path).toBe(200);
      expect(answer.h1).toBe(page.h1);
    }
  }
  // Pages never rendered: served or refused with 503, never a crash.
  for (const path of ["/investir/accompagnement", "/en/study/scholarships"]) {
    expect([200, 500, 503], path).toContain((await h1(request, path)).status);
  }
  expect((await request.get("/api/health")).status()).toBe(200);
});

for (const malformed of ["json", "html"] as const) {
  test(`WordPress answering ${malformed === "json" ? "broken JSON" : "an HTML error page"} with 200: no 500 for pages seen before, the cause named`, async ({
    request,
  }) => {
    await cms("POST", "faults", { malformed });
    for (const page of warm) {
      const answer = await h1(request, page.path);
      expect(answer.status, page.path).toBe(200);
      expect(answer.h1).toBe(page.h1);
    }
    // The reason the server logs, also given to load balancers.
    await expect
      .poll(async () => (await (await request.get("/api/ready")).json()).wordpress, { timeout: 10_000 })
      .toMatch(malformed === "json" ? /not JSON \(application\/json/ : /not JSON \(text\/html/);
    expect((await request.get("/api/ready")).status()).toBe(503);
    const unseen = await h1(request, "/etudier/formations/doctorat");
    expect([200, 503]).toContain(unseen.status);
    expect((await request.get("/api/health")).status()).toBe(200);
  });
}

test("revalidation: an edited page and event show their new content on the next request after the webhook; a bad secret changes nothing", async ({
  request,
}) => {
  const events = await (await fetch(`${own.cms.url}/wp-json/wp/v2/events?lang=fr&per_page=1&_fields=id,slug`)).json();
  const event = events[0] as { id: number; slug: string };
  const eventPath = `/event-${event.slug}`;
  expect((await h1(request, eventPath)).status).toBe(200);
  // What an edit reaches is known from the second re-read of the site's paths on: one to compare
  // with (the process's first renders every page; a later one, nothing changed, page 163's).
  await revalidate(request, { post_type: "page", id: 163 });
  await untilEditsDone(own.origin);

  await cms("PATCH", "content/pages/163", {
    acf: {
      blocks: [
        {
          acf_fc_layout: "hero",
          title: "Vivre ici, autrement",
          subtitle: "",
          image: false,
          primary_link: "",
          secondary_link: "",
        },
      ],
    },
  });
  await cms("PATCH", `content/events/${event.id}`, { title: "Un nouveau titre d’événement" });
  // Cached: WordPress is not asked again before the revalidation period.
  expect((await h1(request, "/vivre")).h1).toBe(warm[0]!.h1);

  const wrong = await revalidate(request, { post_type: "page", id: 163 }, "not-the-secret-at-all");
  expect(wrong.status()).toBe(401);
  expect((await revalidate(request, { post_type: "page", id: 163 }, "")).status()).toBe(401);
  expect((await h1(request, "/vivre")).h1).toBe(warm[0]!.h1);

  const right = await revalidate(request, { post_type: "page", id: 163 });
  expect(right.status()).toBe(200);
  // Its blocks alone changed, not its title: its own pages (both languages) and the search documents.
  expect(await right.json()).toEqual({ revalidated: ["wp:page:163"], paths: true, rendering: 3 });
  // Rendered again in the background.
  await expect.poll(async () => (await h1(request, "/vivre")).h1).toBe("Vivre ici, autrement");

  expect((await revalidate(request, { post_type: "events", id: event.id })).status()).toBe(200);
  await expect.poll(async () => (await h1(request, eventPath)).h1).toBe("Un nouveau titre d’événement");

  // Requests the site does not understand are refused with a reason.
  expect((await revalidate(request, { tags: ["everything"] })).status()).toBe(400);
  expect((await revalidate(request, "not json")).status()).toBe(400);
});

/** The titles of the events of a calendar file, as ical.js reads them. */
async function calendarTitles(request: APIRequestContext, path: string): Promise<{ status: number; titles: string[] }> {
  const response = await request.get(path);
  if (response.status() !== 200) return { status: response.status(), titles: [] };
  const calendar = new ICAL.Component(ICAL.parse(await response.text()));
  return {
    status: 200,
    titles: calendar.getAllSubcomponents("vevent").map((event) => new ICAL.Event(event).summary.replace(/\s+/g, " ")),
  };
}

test("the calendar files are cached like pages: served while WordPress is down, and an edit reaches them through the webhook", async ({
  request,
}) => {
  const event = { id: 1001, path: "/event-conference-medecine-de-demain" };
  const files = [`${event.path}.ics`, "/agenda.ics", "/agenda.ics?place=Lyon", "/en/agenda.ics"];
  const before: Record<string, string[]> = {};
  for (const file of files) {
    const answer = await calendarTitles(request, file);
    expect(answer.status, file).toBe(200);
    before[file] = answer.titles;
  }
  expect(before[`${event.path}.ics`]).toEqual([expect.stringMatching(/^Conférence : la médecine de demain/)]);

  await cms("POST", "faults", { down: true });
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(503);
  for (const file of files)
    expect(await calendarTitles(request, file), file).toEqual({ status: 200, titles: before[file] });

  await cms("DELETE", "faults");
  await expect.poll(async () => (await request.get("/api/ready")).status(), { timeout: 10_000 }).toBe(200);
  await cms("PATCH", `content/events/${event.id}`, { title: "Un titre changé pour l’agenda" });
  expect((await revalidate(request, { post_type: "events", id: event.id })).status()).toBe(200);
  for (const file of [`${event.path}.ics`, "/agenda.ics", "/agenda.ics?place=Lyon"])
    await expect
      .poll(async () => (await calendarTitles(request, file)).titles, { message: file })
      .toContain("Un titre changé pour l’agenda");
  // The English agenda has the event's translation, not this edit.
  expect((await calendarTitles(request, "/en/agenda.ics")).titles).toEqual(before["/en/agenda.ics"]);
});

test("a WordPress without Polylang's translations field (the free Polylang): /en renders the English home, the language switch leads to pages that answer, and /api/ready says what is missing", async ({
  page,
  request,
}) => {
  // The webhook has every page rendered again before the checks.
  test.setTimeout(120_000);
  const english = await h1(request, "/en");
  expect(english.status).toBe(200);
  await cms("POST", "polylang", { translations: false });
  const page412 = await (await fetch(`${own.cms.url}/wp-json/wp/v2/pages/412`)).json();
  expect(page412).not.toHaveProperty("translations");
  expect((await revalidate(request, { tags: ["wp:pages", "wp:events"] })).status()).toBe(200);
  await untilEditsDone(own.origin);

  // The English home, found by its address: 200, in English, with a title.
  const home = await request.get("/en");
  expect(home.status()).toBe(200);
  const html = await home.text();
  expect(html).toMatch(/<html[^>]* lang="en/);
  expect(html).toMatch(/<title>[^<]+<\/title>/);
  expect((await h1(request, "/en")).h1).toBe(english.h1);

  // Each page's switch leads to its translation when WordPress says which (never, here), else to the
  // other home; the homes lead to each other. Every target answers 200.
  const events = (await (
    await fetch(`${own.cms.url}/wp-json/wp/v2/events?lang=en&per_page=1&_fields=slug`)
  ).json()) as Array<{ slug: string }>;
  const switches = [
    { from: "/", to: "/en", kind: "page" },
    { from: "/en", to: "/", kind: "page" },
    { from: "/vivre", to: "/en", kind: "home" },
    { from: "/en/life", to: "/", kind: "home" },
    { from: "/vivre/se-loger", to: "/en", kind: "home" },
    { from: `/en/event-${events[0]?.slug}`, to: "/", kind: "home" },
  ];
  for (const { from, to, kind } of switches) {
    await page.goto(from);
    const other = page.locator("header a[hreflang]");
    await expect(other, from).toHaveAttribute("href", to);
    await expect(other, from).toHaveAttribute("data-translation", kind);
    await other.click();
    await expect(page).toHaveURL(new URL(to, own.origin).href);
    expect((await request.get(to)).status(), `${from} → ${to}`).toBe(200);
  }
  await page.goto("/en");
  await expect(page.locator("h1")).toHaveText(english.h1);
  await expectNoAxeViolations(page);

  // Readiness lists what the site cannot do without the translations: the English contact page is unknown.
  const ready = await (await request.get("/api/ready")).json();
  expect(ready.status).toBe("ready");
  expect(ready.content.problems).toEqual(
    expect.arrayContaining([
      expect.objectContaining({
        subject: expect.stringMatching(/^contact form/),
        problems: [expect.stringMatching(/has no "en" translation/)],
      }),
    ]),
  );
});

test("a restart while WordPress is stopped: pages served before answer 200 with their content, a page never rendered the 503 page, and WordPress back, an edit shows after the webhook", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // A CMS and a site of this test's own (on a copy of the build), stopped and restarted.
  const dataDir = await mkdtemp(path.join(tmpdir(), "vitrine-restart-"));
  const cmsPort = await freePort();
  const startOwnCms = () =>
    startCms({
      port: cmsPort,
      host: "127.0.0.1",
      admin: true,
      quiet: true,
      submissionsFile: path.join(dataDir, "submissions.jsonl"),
    });
  let ownCms: RunningCms | undefined = await startOwnCms();
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const site = await startPrivateSite({
    PORT: String(port),
    HOST: "127.0.0.1",
    WORDPRESS_URL: ownCms.url,
    SITE_URL: suiteSiteUrl,
    REVALIDATE_SECRET: secret,
    RENDER_DEADLINE_MS: String(deadlineMs),
    ...suiteThirdParties(),
  });
  const ready = async () => {
    await expect
      .poll(
        async () => {
          if (site.child.exitCode !== null)
            throw new Error(`the site exited with ${site.child.exitCode}:\n${site.output()}`);
          return fetch(`${origin}/api/health`).then(
            (response) => response.status,
            () => 0,
          );
        },
        { timeout: 60_000 },
      )
      .toBe(200);
  };
  const get = async (pathname: string) => {
    const response = await fetch(`${origin}${pathname}`, { redirect: "manual" });
    const html = await response.text();
    return {
      status: response.status,
      h1: html.match(/<h1[^>]*>(.*?)<\/h1>/s)?.[1]?.replace(/<[^>]+>/g, "") ?? "",
      headers: response.headers,
    };
  };
  const patchPage = async (id: number, body: unknown) => {
    const response = await fetch(`${ownCms!.url}/__cms/content/pages/${id}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status).toBe(200);
  };
  const webhook = async (body: unknown) => {
    const response = await fetch(`${origin}/api/revalidate`, {
      method: "POST",
      headers: { authorization: `Bearer ${secret}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    expect(response.status, await response.text()).toBe(200);
  };
  const edited = (title: string) => ({
    acf: {
      blocks: [{ acf_fc_layout: "hero", title, subtitle: "", image: false, primary_link: "", secondary_link: "" }],
    },
  });
  try {
    await ready();
    // A page rendered while the site runs (an edit), and one from the build.
    await patchPage(163, edited("Vivre ici, avant l’arrêt"));
    await webhook({ post_type: "page", id: 163 });
    await untilEditsDone(origin);
    expect(await get("/vivre")).toMatchObject({ status: 200, h1: "Vivre ici, avant l’arrêt" });
    expect(await get("/en/life")).toMatchObject({ status: 200, h1: "Living in Auvergne-Rhône-Alpes" });
    // A page WordPress has that the site never rendered: a draft published, announced, whose
    // own reads fail (the webhook's renders cannot include it).
    const faults = await fetch(`${ownCms.url}/__cms/faults`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ routes: { [`/wp/v2/pages/${draft.id}`]: { failRate: 1, status: 500 } } }),
    });
    expect(faults.status).toBe(200);
    await patchPage(draft.id, { status: "publish", slug: draft.slug });
    await webhook({ post_type: "page", id: draft.id });
    // Known once the webhook's renders have read the site's paths again into Next's data cache,
    // which the restarted site reads them from (before that, the page route has the paths read
    // before the webhook, and answers 404: a restart then would test nothing of the draft).
    await expect.poll(async () => (await get(draft.path)).status, { timeout: 30_000 }).toBe(503);
    expect((await get("/introuvable")).status).toBe(404);

    await ownCms.close();
    ownCms = undefined;
    await site.restart();
    await ready();
    for (const [pathname, title] of [
      ["/vivre", "Vivre ici, avant l’arrêt"],
      ["/en/life", "Living in Auvergne-Rhône-Alpes"],
    ]) {
      expect(await get(pathname!), pathname).toMatchObject({ status: 200, h1: title });
    }
    const refused = await get(draft.path);
    expect(refused.status).toBe(503);
    expect(refused.h1).toBe("Site momentanément indisponible");
    expect(refused.headers.get("retry-after")).toBe("30");
    expect(refused.headers.get("cache-control")).toContain("no-store");
    // In a browser: styled by its own style sheet, which its policy allows, nothing refused.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    expect((await page.goto(`${origin}${draft.path}`))?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Site momentanément indisponible" })).toBeVisible();
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe("rgb(238, 242, 246)");
    await expect(page.getByRole("link", { name: "Réessayer" })).toHaveAttribute("href", "");
    expect(violations).toEqual([]);
    await expectNoAxeViolations(page);

    // WordPress back (its content as shipped, then edited): the webhook brings the edit.
    ownCms = await startOwnCms();
    await patchPage(163, edited("Vivre ici, après le retour"));
    await webhook({ post_type: "page", id: 163 });
    await expect.poll(async () => (await get("/vivre")).h1, { timeout: 15_000 }).toBe("Vivre ici, après le retour");
    await expect.poll(async () => (await get("/en/life")).status, { timeout: 15_000 }).toBe(200);
  } finally {
    await site.remove();
    await ownCms?.close();
    await rm(dataDir, { recursive: true, force: true });
  }
});

test("an edit taken in, then a stop before its pages were rendered (WordPress down meanwhile): the restarted site renders them once WordPress is back", async ({
  request,
}) => {
  test.setTimeout(150_000);
  const hero = (title: string) => ({
    acf: {
      blocks: [{ acf_fc_layout: "hero", title, subtitle: "", image: false, primary_link: "", secondary_link: "" }],
    },
  });
  // The page rendered anew now: fresh for the revalidation period, whatever the tests before did.
  await cms("PATCH", "content/pages/163", hero("Vivre ici, avant l’arrêt"));
  expect((await revalidate(request, { post_type: "page", id: 163 })).status()).toBe(200);
  await untilEditsDone(own.origin);
  expect((await h1(request, "/vivre")).h1).toBe("Vivre ici, avant l’arrêt");

  // Edited, WordPress down: the webhook is taken in, no page can be rendered; the site stops meanwhile.
  await cms("PATCH", "content/pages/163", hero("Vivre ici, après l’arrêt"));
  await cms("POST", "faults", { down: true });
  try {
    expect((await revalidate(request, { post_type: "page", id: 163 })).status()).toBe(200);
    await own.site.restart();
    await untilAnswering(own.site, own.origin);
    // Its last content meanwhile.
    expect(await h1(request, "/vivre")).toMatchObject({ status: 200, h1: "Vivre ici, avant l’arrêt" });
  } finally {
    await cms("DELETE", "faults");
  }
  // Without the journal, the restarted site would serve its copy as fresh for its revalidation period.
  await expect.poll(async () => (await h1(request, "/vivre")).h1, { timeout: 30_000 }).toBe("Vivre ici, après l’arrêt");
  expect(own.site.printed()).toMatch(/1 edit the last run did not take through every copy: taken in again/);
});
