import { describe, expect, it } from "vitest";
import { claimChunkReload, errorStatus, isChunkLoadError } from "../lib/navigation/chunk-reload.ts";
import { isClientNavigation, isSamePageHash } from "../lib/navigation/links.ts";
import { crumbsNamedAsMenu, mainNavigation } from "../lib/navigation/main-navigation.ts";
import { mayPrefetch, prefetchTargets } from "../lib/navigation/prefetch.ts";
import { easeInOutCubic, hashScrollTop, pixels, scrollAt } from "../lib/navigation/scroll.ts";
import { breadcrumbStructuredData } from "../lib/seo/breadcrumb.ts";
import { breadcrumbEndpoint, toCrumbs } from "../lib/wordpress/breadcrumb.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { rawBreadcrumb } from "../lib/wordpress/schemas.ts";

const context = createBlockContext(createLinkRewriter("https://cms.example.org"));

describe("breadcrumb", () => {
  it("asks WordPress for the path in its own form, events under /events/", () => {
    expect(breadcrumbEndpoint("/vivre/se-loger", context)).toBe("bakery/v1/breadcrumb/vivre/se-loger");
    expect(breadcrumbEndpoint("/en/life", context)).toBe("bakery/v1/breadcrumb/en/life");
    expect(breadcrumbEndpoint("/event-nuit-du-design", context)).toBe("bakery/v1/breadcrumb/events/nuit-du-design");
    expect(breadcrumbEndpoint("/en/event-design-night", context)).toBe("bakery/v1/breadcrumb/en/events/design-night");
    expect(breadcrumbEndpoint("/été", context)).toBe("bakery/v1/breadcrumb/%C3%A9t%C3%A9");
    expect(breadcrumbEndpoint("/", context)).toBe("bakery/v1/breadcrumb");
  });

  it("keeps well-formed items, as site paths with plain-text titles, and drops unsafe or untitled ones", () => {
    const raw = rawBreadcrumb.parse([
      { title: "Accueil", url: "https://cms.example.org/" },
      { title: "Actualit&eacute;s &amp; agenda", url: "https://cms.example.org/agenda/" },
      { title: "<b>Nuit</b> du design", url: "https://cms.example.org/events/nuit-du-design/" },
      { title: "Piège", url: "javascript:alert(1)" },
      { title: "", url: "https://cms.example.org/vide/" },
      { title: 3, url: "https://cms.example.org/x/" },
      "nonsense",
    ]);
    expect(toCrumbs(raw, context)).toEqual([
      { label: "Accueil", href: "/" },
      { label: "Actualités & agenda", href: "/agenda" },
      { label: "Nuit du design", href: "/event-nuit-du-design" },
    ]);
    expect(rawBreadcrumb.safeParse({ code: "bakery_breadcrumb_not_found" }).success).toBe(false);
  });

  it("describes the trail as a schema.org BreadcrumbList with absolute URLs", () => {
    expect(
      breadcrumbStructuredData(
        [
          { label: "Accueil", href: "/" },
          { label: "Vivre", href: "/vivre" },
        ],
        "https://www.example.org",
      ),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Accueil", item: "https://www.example.org/" },
        { "@type": "ListItem", position: 2, name: "Vivre", item: "https://www.example.org/vivre" },
      ],
    });
  });
});

describe("main navigation", () => {
  const link = (label: string, href: string, external = false) => ({ label, href, external, newTab: false });
  const menu = [
    link("Vivre", "/vivre"),
    link("L’écosystème", "/ecosysteme"),
    link("Blog", "https://blog.example.org/"),
  ];

  it("is the menu's links then the contact page, once", () => {
    expect(mainNavigation(menu, { label: "Contact", href: "/contact" }).map((item) => item.href)).toEqual([
      "/vivre",
      "/ecosysteme",
      "https://blog.example.org/",
      "/contact",
    ]);
    expect(mainNavigation([...menu, link("Nous écrire", "/contact/")], { label: "Contact", href: "/contact" })).toEqual(
      [...menu, link("Nous écrire", "/contact/")],
    );
    expect(mainNavigation(menu, null)).toEqual(menu);
    expect(mainNavigation([], { label: "Contact", href: "/contact" })).toEqual([link("Contact", "/contact")]);
  });

  it("names a page of the menu in the breadcrumb as the menu does, the others as WordPress does", () => {
    const crumbs = [
      { label: "Accueil", href: "/" },
      { label: "L’écosystème & ses acteurs", href: "/ecosysteme/" },
      { label: "Laboratoires", href: "/ecosysteme/laboratoires" },
      { label: "Sans adresse", href: null },
    ];
    expect(crumbsNamedAsMenu(crumbs, menu)).toEqual([
      { label: "Accueil", href: "/" },
      { label: "L’écosystème", href: "/ecosysteme/" },
      { label: "Laboratoires", href: "/ecosysteme/laboratoires" },
      { label: "Sans adresse", href: null },
    ]);
    expect(crumbsNamedAsMenu(crumbs, [])).toEqual(crumbs);
  });
});

describe("chunk reload guard", () => {
  it("recognises chunk load failures of webpack, Turbopack, CSS and dynamic imports", () => {
    const turbopack = Object.assign(new Error("Failed to load chunk /_next/static/chunks/x.js from module 12"), {
      name: "ChunkLoadError",
    });
    expect(isChunkLoadError(turbopack)).toBe(true);
    expect(isChunkLoadError(new Error("Loading chunk 123 failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Loading CSS chunk 7 failed."))).toBe(true);
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: https://x/a.js"))).toBe(true);
    expect(isChunkLoadError(new Error("This page could not be found"))).toBe(false);
    expect(isChunkLoadError("Loading chunk 1 failed")).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  function memoryStorage() {
    const values = new Map<string, string>();
    return {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    };
  }

  it("allows one reload per 60 s, remembered in storage across reloads", () => {
    const storage = memoryStorage();
    expect(claimChunkReload(storage, "k", 1_000_000, 60_000)).toBe(true);
    expect(claimChunkReload(storage, "k", 1_030_000, 60_000)).toBe(false);
    expect(claimChunkReload(storage, "k", 1_059_999, 60_000)).toBe(false);
    expect(claimChunkReload(storage, "k", 1_060_000, 60_000)).toBe(true);
    // A clock gone backwards does not lock reloads forever.
    expect(claimChunkReload(storage, "k", 500_000, 60_000)).toBe(true);
  });

  it("never reloads without storage (no loop)", () => {
    expect(claimChunkReload(undefined, "k", 1, 60_000)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(claimChunkReload(refusing, "k", 1, 60_000)).toBe(false);
  });

  it("reads the status an error stands for, else 500", () => {
    expect(errorStatus({ statusCode: 404 })).toBe(404);
    expect(errorStatus({ status: 503 })).toBe(503);
    expect(errorStatus({ response: { status: 502 } })).toBe(502);
    expect(errorStatus(new Error("boom"))).toBe(500);
    expect(errorStatus({ status: 200 })).toBe(500);
    expect(errorStatus(undefined)).toBe(500);
  });
});

describe("prefetch", () => {
  it("is skipped on 2g and when the visitor saves data", () => {
    expect(mayPrefetch(undefined)).toBe(true);
    expect(mayPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(mayPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(mayPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(mayPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(mayPrefetch({ saveData: true, effectiveType: "4g" })).toBe(false);
  });

  it("keeps other pages of the site, each once, up to the limit", () => {
    const location = { href: "https://www.example.org/vivre?x=1", origin: "https://www.example.org" };
    const hrefs = [
      "/etudier",
      "https://www.example.org/etudier#a",
      "/vivre?x=1",
      "https://other.example/",
      "/investir",
      "/agenda?type=news",
      "/ecosysteme",
    ];
    expect(prefetchTargets(hrefs, location, 10)).toEqual(["/etudier", "/investir", "/agenda?type=news", "/ecosysteme"]);
    expect(prefetchTargets(hrefs, location, 2)).toEqual(["/etudier", "/investir"]);
  });
});

describe("link clicks", () => {
  const location = { href: "https://www.example.org/vivre?x=1#top", origin: "https://www.example.org" };
  const anchor = (href: string, target = "", attributes: string[] = []) => ({
    href,
    target,
    hasAttribute: (name: string) => attributes.includes(name),
  });
  const click = { button: 0, metaKey: false, ctrlKey: false, shiftKey: false, altKey: false };

  it("are client navigations for other pages of the site, in the same tab, by a plain click", () => {
    expect(isClientNavigation(click, anchor("https://www.example.org/etudier"), location)).toBe(true);
    expect(isClientNavigation(click, anchor("https://www.example.org/vivre?x=2"), location)).toBe(true);
    expect(isClientNavigation(click, anchor("https://www.example.org/vivre?x=1#bas"), location)).toBe(false);
    expect(isClientNavigation(click, anchor("https://other.example/"), location)).toBe(false);
    expect(isClientNavigation(click, anchor("https://www.example.org/etudier", "_blank"), location)).toBe(false);
    expect(isClientNavigation(click, anchor("https://www.example.org/f.pdf", "", ["download"]), location)).toBe(false);
    expect(isClientNavigation({ ...click, ctrlKey: true }, anchor("https://www.example.org/etudier"), location)).toBe(
      false,
    );
    expect(isClientNavigation({ ...click, button: 1 }, anchor("https://www.example.org/etudier"), location)).toBe(
      false,
    );
  });

  it("to an anchor of the page shown are same-page hashes", () => {
    expect(isSamePageHash(anchor("https://www.example.org/vivre?x=1#bas"), location)).toBe(true);
    expect(isSamePageHash(anchor("https://www.example.org/vivre?x=1#"), location)).toBe(false);
    expect(isSamePageHash(anchor("https://www.example.org/etudier#bas"), location)).toBe(false);
  });
});

describe("scrolling", () => {
  it("eases in and out from 0 to 1", () => {
    expect(easeInOutCubic(0)).toBe(0);
    expect(easeInOutCubic(0.5)).toBe(0.5);
    expect(easeInOutCubic(1)).toBe(1);
    expect(easeInOutCubic(0.25)).toBeLessThan(0.25);
    expect(easeInOutCubic(0.75)).toBeGreaterThan(0.75);
    expect(easeInOutCubic(2)).toBe(1);
  });

  it("animates from one position to another over the duration", () => {
    expect(scrollAt(100, 600, 0, 500)).toBe(100);
    expect(scrollAt(100, 600, 250, 500)).toBe(350);
    expect(scrollAt(100, 600, 500, 500)).toBe(600);
    expect(scrollAt(100, 600, 900, 500)).toBe(600);
    expect(scrollAt(100, 600, 0, 0)).toBe(600);
  });

  it("puts an anchor where the browser would: less its scroll margin and the page's scroll padding, within the page", () => {
    const page = { scrollY: 200, scrollPaddingTop: 88, maxScrollY: 3000 };
    expect(hashScrollTop({ top: 500, scrollMarginTop: 16 }, page)).toBe(596);
    expect(hashScrollTop({ top: -150, scrollMarginTop: 16 }, page)).toBe(0);
    expect(hashScrollTop({ top: 5000, scrollMarginTop: 0 }, page)).toBe(3000);
    expect(pixels("72px")).toBe(72);
    expect(pixels("auto")).toBe(0);
  });
});
