// Image fields hold any string WordPress can hold (issue 30): every one is either a file of the
// media library, which next/image renders with the site's configuration, or dropped and said
// once. Never a page that throws: a site path with a query made next/image throw (500).
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { imageConfigDefault, type ImageConfigComplete } from "next/dist/shared/lib/image-config.js";
import { ImageConfigContext } from "next/dist/shared/lib/image-config-context.shared-runtime.js";
import { hasRemoteMatch } from "next/dist/shared/lib/match-remote-pattern.js";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CmsImage } from "../components/content/cms-image.tsx";
import { contentLimits, imageWidths } from "../config/site.ts";
import { toImage } from "../lib/wordpress/acf.ts";
import { createContentProblems } from "../lib/wordpress/content-problems.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { toEventSummary } from "../lib/wordpress/events.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { isVectorImage, mediaPattern } from "../lib/wordpress/media.ts";
import { rawEventSummary, rawSociety } from "../lib/wordpress/schemas.ts";
import { toSociety } from "../lib/wordpress/societies.ts";
import type { Image } from "../lib/wordpress/types.ts";
import { captureLog } from "./log-capture.ts";

/** Two WordPress installs: at the root of an https host, and in a sub-folder on a loopback port (the embedded CMS's shape). */
const wordpresses = ["https://cms.example.org", "http://127.0.0.1:3001/wp"];

interface Case {
  what: string;
  url: string;
  /** The address shown, or null: dropped. */
  src: string | null;
}

function casesFor(wordpressUrl: string): Case[] {
  const cms = new URL(wordpressUrl);
  const origin = cms.origin;
  const base = cms.pathname.replace(/\/+$/, "");
  const library = `${origin}${base}/wp-content/uploads/`;
  const otherScheme = cms.protocol === "https:" ? "http:" : "https:";
  const shown = (what: string, url: string, src: string = url): Case => ({ what, url, src });
  const dropped = (what: string, url: string): Case => ({ what, url, src: null });
  return [
    shown("a file of the media library", `${library}2026/11/photo.jpg`),
    shown("root-relative, in the media library", `${base}/wp-content/uploads/photo.jpg`, `${library}photo.jpg`),
    shown(
      "protocol-relative, on WordPress's host",
      `//${cms.host}${base}/wp-content/uploads/photo.jpg`,
      `${library}photo.jpg`,
    ),
    shown("with a query (a version)", `${library}photo.jpg?ver=2`),
    shown("with a fragment (never sent to a server)", `${library}photo.jpg#detail`, `${library}photo.jpg`),
    shown("white space around", ` \t${library}photo.jpg\n `, `${library}photo.jpg`),
    shown("an SVG (shown as it is)", `${library}logo.svg`),
    shown("an SVG in capitals (shown as it is)", `${library}LOGO.SVG`),
    shown("a file that is not there (a 404 for the browser; the page renders)", `${library}2020/01/missing.jpg`),
    shown("spaces and accents", `${library}café photo.jpg`, `${library}caf%C3%A9%20photo.jpg`),
    shown(
      "the scheme and host in capitals",
      `${library.replace(cms.protocol, cms.protocol.toUpperCase()).replace(cms.hostname, cms.hostname.toUpperCase())}photo.jpg`,
      `${library}photo.jpg`,
    ),
    shown(
      "as long as an address may be",
      `${library}${"a".repeat(contentLimits.mediaUrlChars - library.length - 4)}.jpg`,
    ),
    dropped("ACF's attachment link: the site's home with a query", `${origin}${base}/?attachment_id=611`),
    dropped("the same, root-relative", `${base}/?attachment_id=611`),
    dropped("a site path with a query", "/vivre?photo=1"),
    dropped("a query alone", "?attachment_id=611"),
    dropped("a fragment alone", "#photo"),
    dropped("a page of WordPress", `${origin}${base}/vivre/`),
    dropped("an attachment page", `${origin}${base}/2026/11/photo/`),
    dropped("the REST API's media item", `${origin}${base}/wp-json/wp/v2/media/611`),
    dropped("a plugin's file, outside the media library", `${origin}${base}/wp-content/plugins/gallery/photo.png`),
    dropped("the media library's folder itself", library),
    dropped("out of the media library by dot segments", `${library}../../wp-login.php`),
    dropped("out of the media library by encoded dot segments", `${library}%2e%2e/%2e%2e/wp-login.php`),
    ...(base
      ? [
          dropped(
            "the media library of the host's root, outside WordPress's folder",
            `${origin}/wp-content/uploads/photo.jpg`,
          ),
        ]
      : []),
    dropped("relative", "photo.jpg"),
    dropped("relative, in a folder", "wp-content/uploads/photo.jpg"),
    dropped("relative, dot", "./photo.jpg"),
    dropped("relative, dot-dot", "../wp-content/uploads/photo.jpg"),
    dropped("protocol-relative, another host", "//evil.example/wp-content/uploads/photo.jpg"),
    dropped("protocol-relative with a backslash", "/\\evil.example/wp-content/uploads/photo.jpg"),
    dropped("protocol-relative with two backslashes", "\\\\evil.example/wp-content/uploads/photo.jpg"),
    dropped("protocol-relative with a tab", "/\t/evil.example/wp-content/uploads/photo.jpg"),
    dropped("an unknown host", "https://evil.example/wp-content/uploads/photo.jpg"),
    dropped(
      "a host that starts like WordPress's",
      `${cms.protocol}//${cms.host}.evil.example/wp-content/uploads/photo.jpg`,
    ),
    dropped("WordPress's host in the other scheme", `${otherScheme}//${cms.host}${base}/wp-content/uploads/photo.jpg`),
    dropped(
      "WordPress's host on another port",
      `${cms.protocol}//${cms.hostname}:8443${base}/wp-content/uploads/photo.jpg`,
    ),
    dropped("with credentials", `${cms.protocol}//editor:secret@${cms.host}${base}/wp-content/uploads/photo.jpg`),
    dropped(
      "data: (a raster)",
      "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
    ),
    dropped(
      "data: (an SVG with a script)",
      "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='alert(1)'/>",
    ),
    dropped("javascript:", "javascript:alert(1)"),
    dropped("javascript:, spaced and capitalised", " JavaScript:alert(1)"),
    dropped("javascript:, with a tab", "java\tscript:alert(1)"),
    dropped("blob:", `blob:${origin}/0b7c5d1e-1111-4222-8333-944455556666`),
    dropped("file:", "file:///etc/passwd"),
    dropped("ftp:", `ftp://${cms.hostname}${base}/wp-content/uploads/photo.jpg`),
    dropped("10 KB long", `${library}${"a".repeat(10 * 1024)}.jpg`),
    dropped("short, but long once encoded", `${library}${"é".repeat(400)}.jpg`),
    dropped("markup", `"><img src=x onerror=alert(1)>`),
    dropped("white space only", " \n\t "),
    dropped("a NUL first", `\u0000${library}photo.jpg`),
  ];
}

/** next/image's configuration as the production server has it (next.config.ts's images, Next's default local patterns). */
function imageConfig(wordpressUrl: string): ImageConfigComplete {
  return {
    ...imageConfigDefault,
    remotePatterns: [mediaPattern(wordpressUrl)],
    localPatterns: [{ pathname: "**", search: "" }],
    formats: ["image/webp"],
    qualities: [75],
    ...imageWidths,
  };
}

function render(image: Image, wordpressUrl: string): string {
  return renderToStaticMarkup(
    createElement(
      ImageConfigContext.Provider,
      { value: imageConfig(wordpressUrl) },
      createElement(CmsImage, { image, sizes: "100vw" }),
    ),
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

for (const wordpressUrl of wordpresses) {
  describe(`an image field's address, WordPress at ${wordpressUrl}`, () => {
    const links = createLinkRewriter(wordpressUrl);

    for (const { what, url, src } of casesFor(wordpressUrl)) {
      it(`${src ? "shown" : "dropped"}: ${what}`, () => {
        const logged: string[] = [];
        const problems = createContentProblems({ log: (line) => logged.push(line) });
        const image = toImage({ url, alt: "Photo", width: 800, height: 600 }, links, problems);
        if (src === null) {
          expect(image).toBeNull();
          // Said once, with the address (its start, when long) and why.
          expect(logged).toHaveLength(1);
          expect(logged[0]).toContain(JSON.stringify(url.slice(0, 60)).slice(1, -1));
          expect(logged[0]).toMatch(/media library.*not shown$/);
          toImage({ url, alt: "Photo", width: 800, height: 600 }, links, problems);
          expect(logged).toHaveLength(1);
          expect(problems.list()).toHaveLength(1);
          return;
        }
        expect(image).toEqual({ src, alt: "Photo", width: 800, height: 600 });
        expect(logged).toEqual([]);
        // The pattern next/image resizes from (next.config.ts) takes it, and next/image renders it.
        expect(hasRemoteMatch([], [mediaPattern(wordpressUrl)], new URL(src))).toBe(true);
        const html = render(image as Image, wordpressUrl);
        const shownSrc = /<img[^>]* src="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");
        if (isVectorImage(src)) expect(shownSrc).toBe(src);
        else
          expect(shownSrc).toBe(`/_next/image?url=${encodeURIComponent(src)}&w=${imageWidths.deviceSizes.at(-1)}&q=75`);
        // Each resized version's address is one the site takes.
        for (const candidate of html.match(/\/_next\/image\?url=[^" ,]*/g) ?? [])
          expect(candidate.length).toBeLessThanOrEqual(8192);
      });
    }

    it("as a society's logo given as its URL alone", () => {
      const log = captureLog();
      const context = createBlockContext(links);
      for (const { what, url, src } of casesFor(wordpressUrl)) {
        const raw = rawSociety.parse({
          id: 9,
          link: `${wordpressUrl}/societies/lumen/`,
          lang: "fr",
          title: { rendered: "Lumen" },
          acf: { logo: url },
        });
        const logo = toSociety(raw, context).logo;
        expect(logo?.src ?? null, what).toBe(src);
        if (logo) expect(() => render(logo, wordpressUrl), what).not.toThrow();
      }
      expect(log.lines.filter((line) => line.level === "warn").length).toBeGreaterThan(0);
    });

    it("as an event's image", () => {
      vi.spyOn(console, "warn").mockImplementation(() => {});
      const context = createBlockContext(links);
      for (const { what, url, src } of casesFor(wordpressUrl)) {
        const raw = rawEventSummary.parse({
          id: 7,
          link: `${wordpressUrl}/events/salon/`,
          lang: "fr",
          date_gmt: "2026-04-01T08:00:00",
          title: { rendered: "Salon" },
          acf: {
            type: "event",
            start_date: "2026-05-01 10:00:00",
            image: { url, alt: "Salon", width: 800, height: 600 },
          },
        });
        expect(toEventSummary(raw, context).image?.src ?? null, what).toBe(src);
      }
    });
  });
}
