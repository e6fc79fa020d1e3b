// Hostile CMS content: what survives the sanitiser, the link mapping and the text conversion.
import { describe, expect, it } from "vitest";
import { toImage, toLink } from "../lib/wordpress/acf.ts";
import { sanitizeContent, toText } from "../lib/wordpress/html.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { isSafeHref } from "../lib/security/urls.ts";
import { cookiePattern, consentConfig } from "../components/consent/config.ts";
import { heatmap, tagManager } from "../lib/security/third-parties.ts";

const links = createLinkRewriter("https://cms.example.org");
const clean = (html: string) => sanitizeContent(html, links);

/** Everything a browser could run from a piece of markup. */
const executable =
  /<script|<style|<svg|<math|<object|<embed|<form|<input|<base|<meta|<link|\son[a-z]+\s*=|javascript:|vbscript:|data:text|srcdoc|expression\(/i;

describe("content HTML sanitising", () => {
  const attacks = {
    "script tag": "<p>a<script>alert(1)</script>b</p>",
    "script with odd casing": "<ScRiPt src=//evil.example/x.js></ScRiPt>",
    "event handler on a kept tag": '<p onclick="alert(1)" onmouseover="alert(2)">x</p>',
    "image onerror": '<img src="x" onerror="alert(1)">',
    "svg onload": '<svg onload="alert(1)"><circle r="1"/></svg>',
    "javascript: link": '<a href="javascript:alert(1)">x</a>',
    "javascript: link with entities and tabs":
      '<a href="jav&#x09;ascript:alert(1)">x</a><a href="&#106;avascript:alert(1)">y</a>',
    "javascript: link with spaces and case": '<a href="  JaVaScRiPt:alert(1)">x</a>',
    "vbscript and data links":
      '<a href="vbscript:msgbox(1)">x</a><a href="data:text/html,<script>alert(1)</script>">y</a>',
    "javascript: in srcset": '<img srcset="javascript:alert(1) 1x" src="https://cms.example.org/a.jpg">',
    "iframe to a javascript: URL": '<iframe src="javascript:alert(1)"></iframe>',
    "iframe srcdoc": '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    "object and embed": '<object data="x.swf"></object><embed src="x.swf">',
    "form and input": '<form action="https://evil.example"><input autofocus onfocus="alert(1)"></form>',
    "style tag and attribute":
      '<style>body{background:url(javascript:alert(1))}</style><p style="background:url(javascript:alert(1))">x</p>',
    "meta refresh and base":
      '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><base href="https://evil.example/">',
    "details ontoggle": '<details open ontoggle="alert(1)"><summary>x</summary></details>',
  };

  for (const [name, html] of Object.entries(attacks)) {
    it(`removes ${name}`, () => {
      expect(clean(html)).not.toMatch(executable);
    });
  }

  it("keeps the text around what it removes", () => {
    expect(clean("<p>a<script>alert(1)</script>b</p>")).toBe("<p>ab</p>");
  });

  it("keeps embeds from the allowed hosts only, over https, with exact host names", () => {
    expect(clean('<iframe src="https://www.youtube-nocookie.com/embed/abc" title="Film"></iframe>')).toContain(
      'src="https://www.youtube-nocookie.com/embed/abc"',
    );
    expect(clean('<iframe src="https://player.vimeo.com/video/1" title="Film"></iframe>')).toContain(
      "player.vimeo.com",
    );
    for (const src of [
      "https://www.youtube.com.evil.example/embed/abc",
      "https://evil.example/?www.youtube.com",
      "http://www.youtube.com/embed/abc",
      "//www.youtube.com/embed/abc",
    ]) {
      expect(clean(`<p><iframe src="${src}"></iframe></p>`)).toBe("<p></p>");
    }
  });
});

describe("CMS strings shown as text", () => {
  it("turns markup in titles and Yoast fields into inert text", () => {
    expect(toText('<img src=x onerror="alert(1)">Bonjour<script>alert(1)</script>')).toBe("Bonjour");
    // Encoded markup decodes to characters that React then escapes: text, never elements.
    expect(toText("&lt;script&gt;alert(1)&lt;/script&gt;")).toBe("<script>alert(1)</script>");
  });
});

describe("links and images from ACF fields and menus", () => {
  it("drops javascript:, data: and vbscript: links, keeps web, mail and phone links", () => {
    for (const url of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html;base64,PHNjcmlwdD4=",
      "vbscript:msgbox(1)",
    ]) {
      expect(isSafeHref(url)).toBe(false);
      expect(toLink({ title: "Piège", url, target: "" }, links)).toBeNull();
    }
    for (const url of [
      "https://example.org/",
      "http://example.org",
      "mailto:a@example.org",
      "tel:+33100000000",
      "/vivre",
      "#contenu",
      "?q=1",
    ]) {
      expect(isSafeHref(url)).toBe(true);
    }
    expect(toLink({ title: "Vivre", url: "https://cms.example.org/vivre/", target: "" }, links)).toMatchObject({
      href: "/vivre",
      external: false,
    });
  });

  it("drops images that are not files of the CMS's media library (tests/media.test.ts has every case)", () => {
    expect(toImage({ url: "javascript:alert(1)", alt: "", width: 10, height: 10 }, links)).toBeNull();
    expect(
      toImage(
        { url: "https://cms.example.org/wp-content/uploads/a.jpg", alt: "<b>A</b>", width: 10, height: 10 },
        links,
      ),
    ).toMatchObject({ alt: "A" });
  });
});

describe("consent configuration", () => {
  const parties = [
    tagManager("GTM-AB12CD3", "https://www.googletagmanager.com/gtm.js"),
    heatmap("abcd1234ef", "https://www.clarity.ms/tag/"),
  ];
  const config = consentConfig({ language: "fr", thirdParties: parties, secure: true, onAccepted: () => {} });

  it("asks first (opt-in), with refusing as easy as accepting, and remembers the choice six months", () => {
    expect(config.mode).toBe("opt-in");
    expect(config.guiOptions?.consentModal?.equalWeightButtons).toBe(true);
    expect(config.cookie).toMatchObject({ name: "cc_cookie", expiresAfterDays: 182, sameSite: "Lax", secure: true });
    expect(config.categories["necessary"]).toMatchObject({ enabled: true, readOnly: true });
  });

  it("has one category per configured third party, off until accepted, whose cookies are erased on withdrawal", () => {
    expect(Object.keys(config.categories)).toEqual(["necessary", "analytics", "heatmap"]);
    expect(config.categories["analytics"]).toMatchObject({ enabled: false, autoClear: { reloadPage: true } });
    const names = config.categories["analytics"]?.autoClear?.cookies.map((cookie) => cookie.name as RegExp) ?? [];
    expect(names.some((pattern) => pattern.test("_ga_ABC123"))).toBe(true);
    expect(names.some((pattern) => pattern.test("_gid"))).toBe(true);
    expect(names.some((pattern) => pattern.test("cc_cookie"))).toBe(false);
  });

  it("speaks both languages, with a section per category", () => {
    const translations = config.language.translations as Record<
      string,
      {
        consentModal: { acceptNecessaryBtn?: string };
        preferencesModal: { sections: Array<{ linkedCategory?: string }> };
      }
    >;
    expect(translations["fr"]?.consentModal.acceptNecessaryBtn).toBe("Tout refuser");
    expect(translations["en"]?.consentModal.acceptNecessaryBtn).toBe("Reject all");
    expect(
      translations["en"]?.preferencesModal.sections.map((section) => section.linkedCategory).filter(Boolean),
    ).toEqual(["necessary", "analytics", "heatmap"]);
  });

  it("reports the accepted categories, never the necessary one", () => {
    const accepted: string[][] = [];
    const withSpy = consentConfig({
      language: "en",
      thirdParties: parties,
      secure: false,
      onAccepted: (categories) => accepted.push(categories),
    });
    withSpy.onConsent?.({ cookie: { categories: ["necessary", "heatmap"] } as never });
    expect(accepted).toEqual([["heatmap"]]);
  });

  it("matches cookie names exactly or by prefix", () => {
    expect(cookiePattern("_gid").test("_gid")).toBe(true);
    expect(cookiePattern("_gid").test("_gidx")).toBe(false);
    expect(cookiePattern("_gat*").test("_gat_UA-1")).toBe(true);
  });
});
