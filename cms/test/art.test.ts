// The demo looks like a real institution's site: every item has art of its own, every portrait
// is one person, no quote is said twice, and every image of the catalog is used.

import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { buildContent } from "../content/build.ts";
import { MEDIA } from "../content/media-catalog.ts";
import { DEFAULT_SHARE_IMAGE } from "../content/yoast.ts";

type Json = Record<string, unknown>;
interface Item {
  id: number;
  type: string;
  lang: string;
  link: string;
  status: string;
  translations: Record<string, number>;
  acf: unknown;
  content: { rendered: string };
  yoast_head_json?: { og_image?: { url: string }[] };
}

const content = buildContent({ now: new Date("2026-11-26T08:00:00Z"), scale: 0 });
const items = [...content.pages, ...content.events, ...content.societies] as unknown as Item[];
const PORTRAITS = new Set(MEDIA.filter((m) => m.kind === "portrait").map((m) => m.name));

/** An upload's catalog name: ".../2026/11/card-velo-300x225.webp" → "card-velo". */
const imageName = (url: string): string =>
  url.replace(/^.*\/uploads\/\d{4}\/\d{2}\//, "").replace(/(-\d+x\d+)?\.(webp|jpe?g|png)$/, "");
/** One item and its translations (what Polylang links) are one subject. */
const subject = (item: Item): string => Object.values(item.translations).sort().join("+") || String(item.id);
const isImage = (value: unknown): value is { url: string } =>
  typeof value === "object" && value !== null && "mime_type" in value && typeof (value as Json).url === "string";
const hrefs = (html: string): string[] => [...html.matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? "");

interface Use {
  subject: string;
  where: string;
  name: string;
  /** the item's own picture: share image, hero, event image, logo */
  primary: boolean;
  /** the links of the block (or row) that shows it */
  links: string[];
  /** for a portrait: who it shows */
  person?: string;
}

function usesOf(item: Item): Use[] {
  const uses: Use[] = [];
  const at = `${item.type} ${item.id} (${item.link})`;
  const og = item.yoast_head_json?.og_image?.[0]?.url;
  if (og && imageName(og) !== DEFAULT_SHARE_IMAGE)
    uses.push({ subject: subject(item), where: `${at} share image`, name: imageName(og), primary: true, links: [] });
  const walk = (value: unknown, path: string, layout: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}[${i}]`, layout));
    if (typeof value !== "object" || value === null) {
      if (typeof value === "string")
        for (const m of value.matchAll(/<img[^>]*src="([^"]+)"/g))
          uses.push({
            subject: subject(item),
            where: `${at} ${path}`,
            name: imageName(m[1] ?? ""),
            primary: false,
            links: [],
          });
      return;
    }
    const object = value as Json;
    const here = typeof object.acf_fc_layout === "string" ? object.acf_fc_layout : layout;
    const links = Object.values(object).flatMap((v) =>
      typeof v === "string"
        ? hrefs(v)
        : isImage(v)
          ? []
          : typeof (v as Json | null)?.url === "string"
            ? [String((v as Json).url)]
            : [],
    );
    for (const [key, v] of Object.entries(object)) {
      if (!isImage(v)) {
        walk(v, `${path}.${key}`, here);
        continue;
      }
      const person = [object.name, object.author].find((n) => typeof n === "string" && n !== "") as string | undefined;
      uses.push({
        subject: subject(item),
        where: `${at} ${here} at ${path}.${key}`,
        name: imageName(v.url),
        primary: (here === "hero" && key === "image") || path === "",
        links,
        ...(person ? { person } : {}),
      });
    }
  };
  walk(item.acf, "", "");
  if (!Array.isArray((item.acf as Json | null)?.blocks))
    for (const m of item.content.rendered.matchAll(/<img[^>]*src="([^"]+)"/g))
      uses.push({
        subject: subject(item),
        where: `${at} content`,
        name: imageName(m[1] ?? ""),
        primary: false,
        links: [],
      });
  return uses;
}

const uses = items.flatMap(usesOf);
const subjectOfLink = new Map(items.map((item) => [item.link, subject(item)]));

describe("the demo's art", () => {
  it("gives every page, event, news item and society its own picture: never another item's, unless it leads there", () => {
    const primaryOf = new Map<string, Set<string>>();
    for (const use of uses.filter((u) => u.primary))
      primaryOf.set(use.name, (primaryOf.get(use.name) ?? new Set()).add(use.subject));
    const owners = new Map<string, Map<string, string>>();
    for (const use of uses) {
      if (PORTRAITS.has(use.name) && use.person) continue; // a person, below
      // A teaser (a card, a slide, a text with its link) may show the picture of the item it leads to.
      const leadsToItsOwner = use.links.some((href) => {
        const target = subjectOfLink.get(href);
        return target !== undefined && target !== use.subject && primaryOf.get(use.name)?.has(target);
      });
      if (leadsToItsOwner && !use.primary) continue;
      const byName = owners.get(use.name) ?? new Map<string, string>();
      if (!byName.has(use.subject)) byName.set(use.subject, use.where);
      owners.set(use.name, byName);
    }
    const shared = [...owners]
      .filter(([, bySubject]) => bySubject.size > 1)
      .map(([name, bySubject]) => `${name}: ${[...bySubject.values()].join(" | ")}`);
    assert.deepEqual(shared, [], `images shown by unrelated items:\n${shared.join("\n")}`);
  });

  it("shows each portrait for one person only, and people only in portraits", () => {
    const people = new Map<string, Set<string>>();
    const misplaced: string[] = [];
    for (const use of uses.filter((u) => PORTRAITS.has(u.name))) {
      if (!use.person) misplaced.push(`${use.name} at ${use.where}`);
      else people.set(use.name, (people.get(use.name) ?? new Set()).add(use.person));
    }
    assert.deepEqual(misplaced, [], "a portrait illustrates something else than its person");
    for (const [name, names] of people) assert.equal(names.size, 1, `${name} shows ${[...names].join(", ")}`);
    const portraitOf = new Map<string, string>();
    for (const [name, names] of people)
      for (const person of names) {
        assert.ok(!portraitOf.has(person), `${person} has two portraits: ${portraitOf.get(person)} and ${name}`);
        portraitOf.set(person, name);
      }
  });

  it("never quotes the same words twice (testimonies, quotes, block quotes), and each testimony is its own person", () => {
    const quotes: { lang: string; where: string; words: string[] }[] = [];
    const words = (text: string): string[] =>
      text
        .replace(/<[^>]+>/g, " ")
        .replace(/&#8217;|&rsquo;|’/g, "'")
        .replace(/&[#\w]+;/g, " ")
        .toLowerCase()
        .split(/[^\p{L}\p{N}']+/u)
        .filter(Boolean);
    for (const item of items.filter((i) => i.status === "publish")) {
      const blocks = ((item.acf as Json | null)?.blocks ?? []) as Json[];
      blocks.forEach((block, b) => {
        const where = `${item.link} block ${b} (${String(block.acf_fc_layout)})`;
        if (block.acf_fc_layout === "testimonies") {
          const rows = block.testimonies as Json[];
          assert.equal(new Set(rows.map((r) => r.name)).size, rows.length, `${where}: one person per testimony`);
          rows.forEach((r, i) =>
            quotes.push({ lang: item.lang, where: `${where} #${i}`, words: words(String(r.quote)) }),
          );
        }
        if (block.acf_fc_layout === "simple-quote")
          quotes.push({ lang: item.lang, where, words: words(String(block.quote)) });
        for (const value of Object.values(block))
          if (typeof value === "string")
            for (const m of value.matchAll(/<blockquote[^>]*>([\s\S]*?)<\/blockquote>/g))
              quotes.push({ lang: item.lang, where, words: words((m[1] ?? "").replace(/<cite>[\s\S]*<\/cite>/, "")) });
      });
    }
    assert.ok(quotes.length >= 10, `${quotes.length} quotes`);
    const RUN = 6;
    const runs = (w: string[]): Set<string> =>
      new Set(w.slice(0, Math.max(0, w.length - RUN + 1)).map((_, i) => w.slice(i, i + RUN).join(" ")));
    const repeated: string[] = [];
    quotes.forEach((a, i) => {
      const mine = runs(a.words);
      for (const b of quotes.slice(i + 1)) {
        if (a.lang !== b.lang) continue;
        const same = [...runs(b.words)].find((run) => mine.has(run));
        if (same) repeated.push(`"${same}…": ${a.where} and ${b.where}`);
      }
    });
    assert.deepEqual(repeated, [], `quotes said twice:\n${repeated.join("\n")}`);
  });

  it("uses every image of the catalog", () => {
    const used = new Set(
      [...JSON.stringify(content).matchAll(/\/uploads\/\d{4}\/\d{2}\/([^"\\\s,]+)/g)].map((m) =>
        imageName(`/uploads/2026/11/${m[1]}`),
      ),
    );
    const unused = MEDIA.map((m) => m.name).filter((name) => !used.has(name));
    assert.deepEqual(unused, [], "images the content never shows");
  });
});
