// Ids and names in content cannot shadow a global of the page (issue 30): every one carries the
// content's prefix, for every global the page's scripts read and every element that can carry one,
// and the anchors editors use still work (links to `#x` point at the prefixed id).
import { describe, expect, it } from "vitest";
import { anchorCandidates, contentAnchorPrefix, toContentAnchor, toContentFragment } from "../lib/content-anchors.ts";
import { sanitizeContent } from "../lib/wordpress/html.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { pageGlobals } from "./page-globals.ts";

const links = createLinkRewriter("https://cms.example.org");
const clean = (html: string) => sanitizeContent(html, links);

/** Every id and name the sanitised HTML carries, and every same-page fragment it links to. */
function anchorsOf(html: string): { ids: string[]; names: string[]; fragments: string[] } {
  const values = (attribute: string) =>
    [...html.matchAll(new RegExp(`\\s${attribute}="([^"]*)"`, "g"))].map((match) => match[1] as string);
  return { ids: values("id"), names: values("name"), fragments: values("href").filter((href) => href.startsWith("#")) };
}

/** Every element content can carry an id or a name on, as an editor or a paste can write it. */
const carriers: Array<{ element: string; html: (value: string) => string }> = [
  { element: "p id", html: (value) => `<p id="${value}">Texte</p>` },
  { element: "h1 id (made h2)", html: (value) => `<h1 id="${value}">Titre</h1>` },
  { element: "h2 id", html: (value) => `<h2 id="${value}">Titre</h2>` },
  { element: "div id", html: (value) => `<div id="${value}">Bloc</div>` },
  { element: "span id", html: (value) => `<p><span id="${value}">mot</span></p>` },
  { element: "a id, linked to", html: (value) => `<p><a id="${value}" href="#${value}">lien</a></p>` },
  { element: "a name", html: (value) => `<p><a name="${value}">ancre</a></p>` },
  { element: "a id and name", html: (value) => `<p><a id="${value}" name="${value}">ancre</a></p>` },
  {
    element: "img id",
    html: (value) => `<img id="${value}" src="https://cms.example.org/wp-content/uploads/a.jpg" alt="">`,
  },
  {
    element: "img name",
    html: (value) => `<img name="${value}" src="https://cms.example.org/wp-content/uploads/a.jpg" alt="">`,
  },
  {
    element: "img id and name",
    html: (value) =>
      `<img id="${value}" name="${value}" src="https://cms.example.org/wp-content/uploads/a.jpg" alt="">`,
  },
  { element: "figure id", html: (value) => `<figure id="${value}"><figcaption>Légende</figcaption></figure>` },
  { element: "li id (footnote)", html: (value) => `<ol><li id="${value}">Note</li></ol>` },
  {
    element: "table id",
    html: (value) => `<table id="${value}"><tbody><tr><td id="${value}">1</td></tr></tbody></table>`,
  },
  {
    element: "iframe id and name",
    html: (value) =>
      `<iframe id="${value}" name="${value}" src="https://www.youtube-nocookie.com/embed/abc" title="Film"></iframe>`,
  },
  { element: "form name", html: (value) => `<form name="${value}" id="${value}"><input name="${value}"></form>` },
  {
    element: "object and embed name",
    html: (value) => `<object name="${value}" id="${value}"></object><embed name="${value}" id="${value}">`,
  },
  { element: "upper-case attribute", html: (value) => `<P ID="${value}">Texte</P>` },
  { element: "unquoted attribute", html: (value) => `<p id=${value}>Texte</p>` },
  { element: "spaces around", html: (value) => `<p id="  ${value}\n">Texte</p>` },
];

describe("content ids and names cannot shadow a global of the page", () => {
  for (const global of pageGlobals) {
    it(`"${global}", on every element that carries an id or a name`, () => {
      for (const { element, html } of carriers) {
        const { ids, names, fragments } = anchorsOf(clean(html(global)));
        for (const value of [...ids, ...names])
          expect(value, `${element}: ${value}`).toBe(`${contentAnchorPrefix}${global}`);
        for (const fragment of fragments) expect(fragment, element).toBe(`#${contentAnchorPrefix}${global}`);
      }
    });
  }

  it("keeps an anchor on every element an editor puts one on (the name on links only)", () => {
    const kept = carriers
      .filter(({ element }) => !/form|object|^img name$/.test(element))
      .map(({ element, html }) => ({ element, ...anchorsOf(clean(html("programme"))) }));
    for (const { element, ids, names } of kept) expect([...ids, ...names].length, element).toBeGreaterThan(0);
    expect(
      anchorsOf(clean(carriers.find(({ element }) => element === "img name")?.html("programme") ?? "")).names,
    ).toEqual([]);
  });
});

describe("the anchors editors use still work", () => {
  const cases: Array<{ what: string; html: string; expected: string }> = [
    {
      what: "a heading and a link to it",
      html: '<h2 id="programme">Programme</h2><p><a href="#programme">Voir le programme</a></p>',
      expected:
        '<h2 id="user-content-programme">Programme</h2><p><a href="#user-content-programme">Voir le programme</a></p>',
    },
    {
      what: "a legacy named anchor",
      html: '<p><a name="haut"></a>Début</p><p><a href="#haut">Haut</a></p>',
      expected: '<p><a name="user-content-haut"></a>Début</p><p><a href="#user-content-haut">Haut</a></p>',
    },
    {
      what: "footnotes and their way back",
      html: '<p>Texte<sup><a href="#fn1" id="fnref1">1</a></sup></p><ol><li id="fn1">Note <a href="#fnref1">↩</a></li></ol>',
      expected:
        '<p>Texte<sup><a href="#user-content-fn1" id="user-content-fnref1">1</a></sup></p><ol><li id="user-content-fn1">Note <a href="#user-content-fnref1">↩</a></li></ol>',
    },
    {
      what: "an anchor already prefixed (pasted from GitHub)",
      html: '<h2 id="user-content-x">X</h2><a href="#user-content-x">X</a>',
      expected: '<h2 id="user-content-x">X</h2><a href="#user-content-x">X</a>',
    },
    {
      what: "an accented anchor and its encoded link",
      html: '<h2 id="café">Café</h2><a href="#caf%C3%A9">Café</a>',
      expected: '<h2 id="user-content-café">Café</h2><a href="#user-content-caf%C3%A9">Café</a>',
    },
    {
      what: "white space in an id (no part of an id)",
      html: '<h2 id=" a b ">A</h2>',
      expected: '<h2 id="user-content-ab">A</h2>',
    },
    { what: "an empty id", html: '<h2 id="">A</h2><h2 id="   ">B</h2>', expected: "<h2>A</h2><h2>B</h2>" },
    { what: "an id longer than any anchor", html: `<h2 id="${"a".repeat(201)}">A</h2>`, expected: "<h2>A</h2>" },
    {
      what: "the top of the page and an empty fragment",
      html: '<a href="#top">Haut</a><a href="#">Ici</a>',
      expected: '<a href="#top">Haut</a><a href="#">Ici</a>',
    },
    {
      what: "an anchor of another page (the scroll manager finds it there)",
      html: '<a href="https://cms.example.org/vivre/#programme">Vivre</a>',
      expected: '<a href="/vivre#programme">Vivre</a>',
    },
    {
      what: "another site's anchor",
      html: '<a href="https://example.com/page#programme">Ailleurs</a>',
      expected: '<a href="https://example.com/page#programme">Ailleurs</a>',
    },
  ];
  for (const { what, html, expected } of cases) {
    it(what, () => {
      expect(clean(html)).toBe(expected);
    });
  }

  it("every same-page link of the content names an anchor the content carries", () => {
    const html = clean(cases.map((entry) => entry.html).join(""));
    const { ids, names, fragments } = anchorsOf(html);
    const anchors = new Set([...ids, ...names].map((value) => `#${encodeURI(value)}`));
    for (const fragment of fragments.filter((value) => value !== "#" && value !== "#top"))
      expect(anchors.has(fragment) || anchors.has(decodeURI(fragment)), fragment).toBe(true);
  });
});

describe("content anchors", () => {
  it("prefix once, drop what is no anchor", () => {
    expect(toContentAnchor("intro")).toBe("user-content-intro");
    expect(toContentAnchor("user-content-intro")).toBe("user-content-intro");
    expect(toContentAnchor(" \n")).toBeUndefined();
    expect(toContentFragment("#intro")).toBe("#user-content-intro");
    expect(toContentFragment("/vivre#intro")).toBe("/vivre#intro");
    expect(toContentFragment("#TOP")).toBe("#TOP");
  });

  it("a #fragment names the page's own id first, then the content's anchor", () => {
    expect(anchorCandidates("main")).toEqual(["main", "user-content-main"]);
    expect(anchorCandidates("user-content-x")).toEqual(["user-content-x"]);
    expect(anchorCandidates("")).toEqual([]);
  });
});
