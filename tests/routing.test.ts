import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { canonicalRedirect, isPlausiblePath, languageOfPath } from "../lib/routing/canonical.ts";
import { decodePath } from "../lib/site-paths.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { createPathIndex, type PathIndex } from "../lib/wordpress/path-index.ts";

describe("canonical paths", () => {
  it.each([
    ["/vivre/", "/vivre"],
    ["/Vivre", "/vivre"],
    ["/EN/Life/", "/en/life"],
    ["//vivre///se-loger", "/vivre/se-loger"],
    ["/fr/", "/fr"],
    ["///", "/"],
    ["/%C3%89t%C3%89", null], // percent-escapes keep their case: same bytes, nothing to redirect
    ["/%C3%89TE", "/%C3%89te"],
  ])("%s → %s", (path, expected) => {
    expect(canonicalRedirect(path)).toBe(expected);
  });

  it("leaves canonical paths alone", () => {
    for (const path of ["/", "/vivre", "/en", "/en/life/housing", "/event-salon-2026"]) expect(canonicalRedirect(path)).toBeNull();
  });

  it("reads the language from the first segment, French otherwise", () => {
    expect(languageOfPath("/en/life")).toBe("en");
    expect(languageOfPath("/en")).toBe("en");
    expect(languageOfPath("/fr/vivre")).toBe("fr");
    expect(languageOfPath("/english")).toBe("fr");
    expect(languageOfPath("/")).toBe("fr");
  });

  it("refuses absurd paths before any lookup", () => {
    expect(isPlausiblePath("/vivre/se-loger")).toBe(true);
    expect(isPlausiblePath(`/${"a".repeat(2000)}`)).toBe(false);
    expect(isPlausiblePath(`/${"a/".repeat(40)}`)).toBe(false);
    expect(isPlausiblePath("/vivre\u0000")).toBe(false);
    expect(isPlausiblePath("/\r\nSet-Cookie")).toBe(false);
    expect(isPlausiblePath("/%0d%0aSet-Cookie")).toBe(false);
    expect(canonicalRedirect("/%0d%0aSet-Cookie")).toBeNull(); // no redirect: a 404
  });

  it("compares encoded and decoded paths alike", () => {
    expect(decodePath("/%C3%A9t%C3%A9/x")).toBe(decodePath("/été/x"));
    expect(decodePath("/%zz")).toBe("/%zz");
    expect(decodePath("/vivre%2Fse-loger")).toBe("/vivre%2Fse-loger");
  });
});

describe("the proxy's index of known paths, against the embedded CMS", () => {
  let cms: RunningCms;
  let clock = 0;
  const logs: string[] = [];
  let index: PathIndex;

  beforeAll(async () => {
    cms = await startCms({ port: 0, quiet: true, admin: true, scale: 120 });
    index = createPathIndex({
      client: createWordPressClient({ wordpressUrl: cms.url, retries: 0, timeoutMs: 2000 }),
      links: createLinkRewriter(cms.url),
      refreshMs: 60_000,
      missRefreshMs: 5_000,
      now: () => clock,
      log: (message) => logs.push(message),
    });
  });
  afterAll(async () => {
    await cms.close();
  });

  const pageReads = async () => {
    const stats = (await (await fetch(`${cms.url}/__cms/stats`)).json()) as { routes: Record<string, number> };
    return stats.routes["GET /wp/v2/pages"] ?? 0;
  };

  it("knows every page of each language, past 100, and the events", async () => {
    expect(await index.has("fr", "/vivre")).toBe(true);
    expect(await index.has("fr", "/vivre/se-loger/residences/campus-nord")).toBe(true);
    expect(await index.has("en", "/en/life/housing/residences/north-campus")).toBe(true);
    expect(await index.has("fr", "/en/life")).toBe(false); // an English page is not a French path
    const events = (await (await fetch(`${cms.url}/wp-json/wp/v2/events?lang=fr&_fields=link`)).json()) as Array<{ link: string }>;
    const slug = new URL(events[0]!.link).pathname.split("/").filter(Boolean).at(-1);
    expect(await index.has("fr", `/event-${slug}`)).toBe(true);
    const pages = (await (await fetch(`${cms.url}/wp-json/wp/v2/pages?lang=fr&per_page=100&page=2&_fields=link`)).json()) as Array<{ link: string }>;
    const deep = pages.map((item) => new URL(item.link).pathname.replace(/\/$/, "")).filter(Boolean);
    expect(deep.length).toBeGreaterThan(0);
    for (const path of deep) expect(await index.has("fr", path), path).toBe(true);
  });

  it("lists every path it knows, in both languages (what the nginx front's purge sends)", async () => {
    const paths = await index.paths();
    expect(paths).toEqual(expect.arrayContaining(["/vivre", "/vivre/se-loger/residences/campus-nord", "/en/life", "/en/life/housing/residences/north-campus"]));
    expect(paths.some((path) => path.startsWith("/event-"))).toBe(true);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("answers unknown paths without asking WordPress more than once per interval", async () => {
    clock += 10_000;
    const before = await pageReads();
    expect(await index.has("fr", "/nothing-here")).toBe(false); // one refresh: maybe it was just published
    expect(await index.has("fr", "/nothing-here-either")).toBe(false);
    expect(await index.has("fr", "/still-nothing")).toBe(false);
    const reads = (await pageReads()) - before;
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(2); // one refresh of a 2-page collection at most
  });

  it("finds a page published since, on the next miss after the interval", async () => {
    await fetch(`${cms.url}/__cms/content/pages/330`, { method: "PATCH", headers: { "content-type": "application/json" }, body: JSON.stringify({ slug: "mentions" }) });
    clock += 10_000;
    expect(await index.has("fr", "/mentions")).toBe(true);
    await fetch(`${cms.url}/__cms/reset`, { method: "POST" });
  });

  it("keeps the last list when WordPress goes down, and says 'unknown' when it never had one", async () => {
    await fetch(`${cms.url}/__cms/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ down: true }) });
    try {
      clock += 120_000;
      expect(await index.has("fr", "/vivre")).toBe(true);
      expect(await index.has("fr", "/nothing-here")).toBe(false);
      const fresh = createPathIndex({
        client: createWordPressClient({ wordpressUrl: cms.url, retries: 0, timeoutMs: 2000 }),
        links: createLinkRewriter(cms.url),
        refreshMs: 60_000,
        missRefreshMs: 5_000,
        log: (message) => logs.push(message),
      });
      expect(await fresh.has("fr", "/vivre")).toBeUndefined();
      expect(logs.some((line) => line.includes("could not read the fr pages"))).toBe(true);
    } finally {
      await fetch(`${cms.url}/__cms/faults`, { method: "DELETE" });
    }
  });
});
