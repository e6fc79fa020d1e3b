// Site search: the French matching rules, the bounds on queries, highlighting that is text only,
// the documents read from the demo CMS in both languages, and the process's index holder (the
// last good index kept when the documents cannot be read, a new version swapped in).
import MiniSearch from "minisearch";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startCms, type RunningCms } from "../cms/server.ts";
import { searchLimits } from "../config/site.ts";
import { answerJson } from "../lib/search/api.ts";
import { buildSearchEngine, createSearchEngine, excerpt, queryTerms } from "../lib/search/engine.ts";
import { createIndexHolder, loopbackReader, searchVersionHeader } from "../lib/search/index-holder.ts";
import { readQuery } from "../lib/search/query.ts";
import { foldWord, tokenize } from "../lib/search/text.ts";
import type { Highlighted, SearchDocument, SearchDocuments } from "../lib/search/types.ts";
import { createWordPressClient } from "../lib/wordpress/client.ts";
import { createBlockContext } from "../lib/wordpress/context.ts";
import { createLinkRewriter } from "../lib/wordpress/links.ts";
import { rawPage } from "../lib/wordpress/schemas.ts";
import { buildSearchDocuments, readSearchContent } from "../lib/wordpress/search-documents.ts";
import { timeSlicer } from "../lib/server/time-slices.ts";

const documents: SearchDocument[] = [
  {
    id: "page:1",
    kind: "page",
    href: "/etudier/etudiants-internationaux",
    title: "Étudiants internationaux",
    text: "Un accueil pour chaque étudiant venu d’ailleurs : logement, visa, cours de français.",
  },
  {
    id: "page:2",
    kind: "page",
    href: "/etudier/bourses-et-aides",
    title: "Bourses et aides",
    text: "Les bourses sur critères sociaux et les aides au mérite pour les étudiants.",
  },
  {
    id: "event:3",
    kind: "event",
    href: "/event-hackathon-sante-numerique",
    title: "Hackathon santé numérique",
    text: "48 heures pour prototyper des outils pour l’hôpital.",
    start: "2026-12-03T17:30:00.000Z",
    place: "Lyon",
  },
  {
    id: "page:4",
    kind: "page",
    href: "/vivre",
    title: "Vivre",
    text: "Le cœur de la région bat à Lyon, où l’on trouve un hackathon chaque mois.",
  },
  { id: "page:5", kind: "page", href: "/x", title: "Énergie", text: "La transition énergétique." },
];
const engine = createSearchEngine(documents);
const ids = (query: string) => engine.search(query).hits.map((hit) => hit.id);
const marked = (pieces: Highlighted[]) => pieces.filter((piece) => piece.mark).map((piece) => piece.text);

describe("French matching", () => {
  it("ignores case and accents, both ways", () => {
    expect(ids("etudiant")).toContain("page:1");
    expect(ids("ÉTUDIANTS")).toContain("page:1");
    expect(ids("energie")).toEqual(["page:5"]);
    expect(foldWord("Cœur")).toBe("coeur");
    expect(ids("coeur")).toEqual(["page:4"]);
  });

  it("tolerates one typo in a word of 5 letters or more, and none in a shorter one", () => {
    expect(ids("hackathin")).toContain("event:3");
    expect(ids("bourees")).toContain("page:2");
    // Two typos: no.
    expect(ids("hackatjin")).toEqual([]);
    // "lyin" (4 letters) is not "lyon".
    expect(ids("lyin")).toEqual([]);
    expect(ids("lyon")).toEqual(expect.arrayContaining(["event:3", "page:4"]));
  });

  it("matches the last word as a prefix from 3 letters on, while typing", () => {
    expect(ids("hack")).toEqual(expect.arrayContaining(["event:3", "page:4"]));
    expect(ids("bou")).toEqual(["page:2"]);
    expect(ids("bo")).toEqual([]);
    // Only the last word: "hack lyon" needs the whole word "hack" nowhere, so falls back on either.
    expect(ids("sante num")).toEqual(["event:3"]);
  });

  it("weighs a title more than the text", () => {
    // "hackathon" is the event's title and a word of page 4's text.
    expect(ids("hackathon")).toEqual(["event:3", "page:4"]);
  });

  it("wants every word, and falls back on some of them when no document has all", () => {
    expect(ids("bourses étudiants")).toEqual(["page:2"]);
    expect(ids("bourses hôpital").sort()).toEqual(["event:3", "page:2"]);
  });

  it("leaves out words without meaning, and says so of a query made of nothing else", () => {
    expect(queryTerms("les bourses de l’État")).toEqual(["bourses", "etat"]);
    const answer = engine.search("le la les de des du");
    expect(answer).toMatchObject({ searchable: false, total: 0, hits: [] });
    expect(engine.search("the of and")).toMatchObject({ searchable: false });
  });

  it("marks the matched words in the title and an excerpt, as they are written", () => {
    const [hit] = engine.search("etudiants internationaux").hits;
    expect(marked(hit?.title ?? [])).toEqual(["Étudiants", "internationaux"]);
    expect(marked(hit?.excerpt ?? [])).toEqual(["étudiant"]);
    const [event] = engine.search("hôpital").hits;
    expect(event).toMatchObject({ kind: "event", place: "Lyon", start: "2026-12-03T17:30:00.000Z" });
  });

  it("answers a query asked again, in any case or accents, from its last answer, with the query as it was typed", () => {
    const own = createSearchEngine(documents);
    const scored = vi.spyOn(MiniSearch.prototype, "search");
    try {
      const first = own.search("Étudiants bourses");
      const again = own.search("etudiants BOURSES");
      expect(again).toEqual({ ...first, query: "etudiants BOURSES" });
      expect(again.hits.map((hit) => hit.id)).toEqual(["page:2"]);
      expect(scored).toHaveBeenCalledTimes(1);
      own.search("etudiants bourses", { limit: 1 });
      expect(scored).toHaveBeenCalledTimes(2);
    } finally {
      scored.mockRestore();
    }
  });

  it("writes the search API's answer once per kept answer, as JSON of the same value", () => {
    const own = createSearchEngine(documents);
    const first = own.search("hackathon");
    const again = own.search("Hackathon");
    expect(JSON.parse(answerJson("hackathon", first))).toEqual({ query: "hackathon", answer: first });
    expect(JSON.parse(answerJson("Hackathon", again))).toEqual({ query: "Hackathon", answer: again });
    expect(JSON.parse(answerJson("le", own.search("le")))).toEqual({ query: "le", answer: own.search("le") });
    expect(JSON.parse(answerJson("", null))).toEqual({ query: "", answer: null });
  });

  it("cuts an excerpt around the first match, between words, with an ellipsis where it was cut", () => {
    const long = `${"début ".repeat(60)}le mot cherché ici ${"fin ".repeat(80)}`;
    const pieces = excerpt(long, new Set(["cherche"]), 80);
    const text = pieces.map((piece) => piece.text).join("");
    expect(text.startsWith("…")).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(84);
    expect(marked(pieces)).toEqual(["cherché"]);
    expect(text).not.toMatch(/…\S*[a-z]…/);
  });
});

describe("hostile queries", () => {
  const hostile = documents.concat({
    id: "page:6",
    kind: "page",
    href: "/h",
    title: "<script>alert(1)</script> & co",
    text: "<img src=x onerror=alert(1)> texte",
  });
  const hostileEngine = createSearchEngine(hostile);

  it("takes regular-expression characters, emoji and mixed scripts as text, never as patterns", () => {
    for (const query of [".*", "(a+)+$", "[", "\\", "?*+{}|^$", "🎉🎉", "Лион 東京 lyon", "a\u0000b", "%00"]) {
      expect(() => hostileEngine.search(query)).not.toThrow();
    }
    expect(hostileEngine.search("Лион 東京 lyon").hits.map((hit) => hit.id)).toEqual(
      expect.arrayContaining(["event:3", "page:4"]),
    );
    expect(hostileEngine.search("🎉🎉")).toMatchObject({ searchable: false });
  });

  it("gives back hostile content as pieces of text (React escapes them), never markup", () => {
    const [hit] = hostileEngine.search("script alert").hits;
    expect(hit?.title.map((piece) => piece.text).join("")).toBe("<script>alert(1)</script> & co");
  });

  it("bounds a query: past the limit it is refused, and only the first words count", () => {
    expect(readQuery("a".repeat(searchLimits.maxQueryChars))).toMatchObject({ ok: true });
    expect(readQuery("a".repeat(10_240))).toMatchObject({ ok: false, reason: "too-long" });
    expect(readQuery(["  bourses\u0000\n\t ", "autre"])).toEqual({ ok: true, query: "bourses" });
    expect(readQuery("\ud83c")).toEqual({ ok: true, query: "" });
    expect(readQuery(undefined)).toEqual({ ok: true, query: "" });
    expect(queryTerms("un deux trois quatre cinq six sept huit neuf dix onze")).toHaveLength(searchLimits.maxTerms);
    expect(tokenize("l’été-2026")).toEqual(["l", "ete", "2026"]);
  });
});

describe("the documents read from WordPress", () => {
  let cms: RunningCms;
  const read: Record<string, SearchDocument[]> = {};
  beforeAll(async () => {
    cms = await startCms({ port: 0, quiet: true });
    const client = createWordPressClient({ wordpressUrl: cms.url });
    const context = createBlockContext(createLinkRewriter(cms.url));
    for (const language of ["fr", "en"] as const)
      read[language] = await buildSearchDocuments(language, await readSearchContent(client, language), context);
  });
  afterAll(() => cms.close());

  it("holds every page, event, news item and society of each language, in that language only", () => {
    const kinds = (language: string) =>
      Object.fromEntries(
        ["page", "event", "news", "society"].map((kind) => [
          kind,
          read[language]?.filter((document) => document.kind === kind).length,
        ]),
      );
    expect(kinds("fr")).toEqual({ page: 30, event: 26, news: 11, society: 12 });
    expect(kinds("en")).toEqual({ page: 29, event: 26, news: 10, society: 12 });
    expect(read.en?.every((document) => document.href.startsWith("/en") || /^https?:/.test(document.href))).toBe(true);
  });

  it("finds what a new visitor looks for, in both languages", () => {
    const fr = createSearchEngine(read.fr ?? []);
    const en = createSearchEngine(read.en ?? []);
    expect(fr.search("bourses").hits[0]).toMatchObject({ href: "/etudier/bourses-et-aides" });
    expect(fr.search("hackathon").hits[0]).toMatchObject({
      href: "/event-hackathon-sante-numerique",
      kind: "event",
      place: "Lyon",
    });
    expect(fr.search("etudiants internationaux").hits[0]).toMatchObject({ href: "/etudier/etudiants-internationaux" });
    expect(en.search("scholarships").hits[0]).toMatchObject({ href: "/en/study/scholarships" });
    expect(en.search("hackaton").hits[0]).toMatchObject({ href: "/en/event-digital-health-hackathon" });
    // A society leads to the page listing the members.
    expect(fr.search("Lacustre Data").hits.find((hit) => hit.kind === "society")).toMatchObject({
      href: "/ecosysteme/membres",
    });
  });
});

describe("the process's index", () => {
  const version = (documents: SearchDocument[], tag: string): SearchDocuments => ({
    readAt: tag,
    languages: { fr: documents, en: [] },
  });

  it("builds on the first query, keeps its index while the documents cannot be read, and swaps a new version in", async () => {
    let clock = 0;
    let answer: { version: string; documents?: SearchDocuments } | Error = {
      version: "v1",
      documents: version(documents.slice(0, 2), "1"),
    };
    const read = vi.fn(async (known: string | undefined) => {
      if (answer instanceof Error) throw answer;
      const { version, documents } = answer;
      return version === known || !documents ? { version } : { version, documents: async () => documents };
    });
    const log = { info: vi.fn(), warn: vi.fn() };
    const holder = createIndexHolder({ read, checkMs: 1000, now: () => clock, log });
    expect((await holder.engine("fr"))?.search("bourses").total).toBe(1);
    expect(holder.state()).toMatchObject({ version: "v1", documents: 2 });
    // Within checkMs: no read.
    await holder.engine("fr");
    expect(read).toHaveBeenCalledTimes(1);
    // WordPress down and the documents with it: the index stays, said once.
    answer = new Error("503");
    clock += 1000;
    await holder.engine("fr");
    await holder.refresh();
    expect((await holder.engine("fr"))?.search("bourses").total).toBe(1);
    expect(log.warn).toHaveBeenCalledTimes(1);
    // A new version: built and swapped in.
    answer = { version: "v2", documents: version(documents, "2") };
    await holder.refresh();
    expect((await holder.engine("fr"))?.search("hackathon").total).toBe(2);
    expect(holder.state()).toMatchObject({ version: "v2", documents: 5 });
    // The same version again: not built again.
    clock += 1000;
    await holder.engine("fr");
    await holder.refresh();
    expect(log.info.mock.calls.filter(([line]) => /index built/.test(String(line)))).toHaveLength(2);
  });

  /** Reads the documents at `current()`'s version: their body only when it is not the one known. */
  const readAt = (current: () => string) =>
    vi.fn(async (known: string | undefined) =>
      current() === known
        ? { version: current() }
        : { version: current(), documents: async () => ({ readAt: "", languages: { fr: documents, en: [] } }) },
    );
  const quiet = { info: () => {}, warn: () => {} };

  it("without a cache shared with other instances, reads the documents again only when its edit pipeline says so", async () => {
    let clock = 0;
    let version = "v1";
    const read = readAt(() => version);
    const holder = createIndexHolder({ read, checkMs: 1000, now: () => clock, log: quiet });
    await holder.engine("fr");
    expect(read).toHaveBeenCalledTimes(1);
    // No other process renders its documents: time and queries read nothing.
    version = "v2";
    clock += 60_000;
    for (let query = 0; query < 5; query++) await holder.engine("fr");
    expect(holder.version()).toBe("v1");
    expect(read).toHaveBeenCalledTimes(1);
    // The pipeline rendered them: read at once.
    await holder.refresh();
    expect(holder.version()).toBe("v2");
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("retries a failed read as queries come, with or without a shared cache", async () => {
    let clock = 0;
    let down = true;
    const read = vi.fn(async () => {
      if (down) throw new Error("503");
      return { version: "v1", documents: async () => ({ readAt: "", languages: { fr: documents, en: [] } }) };
    });
    const holder = createIndexHolder({ read, checkMs: 1000, now: () => clock, log: quiet });
    expect(await holder.engine("fr")).toBeNull();
    down = false;
    await holder.engine("fr");
    expect(read).toHaveBeenCalledTimes(1);
    clock += 1000;
    expect((await holder.engine("fr"))?.search("bourses").total).toBe(1);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("with a shared cache, says its version for answers sent again, and checks the documents as a query would", async () => {
    let clock = 0;
    let version = "v1";
    const read = readAt(() => version);
    const holder = createIndexHolder({ read, checkMs: 1000, recheckMs: 1000, now: () => clock, log: quiet });
    expect(holder.version()).toBeUndefined();
    expect(read).not.toHaveBeenCalled();
    await holder.engine("fr");
    expect(holder.version()).toBe("v1");
    expect(read).toHaveBeenCalledTimes(1);
    version = "v2";
    clock += 1000;
    expect(holder.version()).toBe("v1");
    await vi.waitFor(() => expect(holder.version()).toBe("v2"));
    expect(read).toHaveBeenCalledTimes(2);
  });

  it("reads the documents over loopback only when their version is new, uncompressed", async () => {
    let version = "v1";
    const asked: string[] = [];
    const server = createServer((req, res) => {
      asked.push(`${req.method} ${req.headers["accept-encoding"]}`);
      res.writeHead(200, { "content-type": "application/json", [searchVersionHeader]: version });
      res.end(req.method === "HEAD" ? undefined : JSON.stringify(version));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    try {
      const read = loopbackReader(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      const first = await read(undefined);
      expect(first.version).toBe("v1");
      expect(await first.documents?.()).toBe("v1");
      // The same version: the version alone is asked for.
      expect(await read("v1")).toEqual({ version: "v1" });
      version = "v2";
      const second = await read("v1");
      expect(await second.documents?.()).toBe("v2");
      expect(asked).toEqual(["GET identity", "HEAD identity", "HEAD identity", "GET identity"]);
    } finally {
      server.close();
    }
  });

  it("has no index to answer with when the documents were never read", async () => {
    const holder = createIndexHolder({
      read: async () => {
        throw new Error("down");
      },
      checkMs: 1000,
      now: () => 0,
      log: { info: () => {}, warn: () => {} },
    });
    expect(await holder.engine("fr")).toBeNull();
  });
});

describe("building on a server that answers meanwhile", () => {
  const wordpressUrl = "http://cms.test";
  /** Counts the event loop's turns until stopped: a build that holds the thread sees none. */
  const countTurns = () => {
    let turns = 0;
    let running = true;
    const turn = () => {
      turns++;
      if (running) setImmediate(turn);
    };
    setImmediate(turn);
    return () => {
      running = false;
      return turns;
    };
  };
  const paragraph = "<p>Les <strong>bourses</strong> d’étude, l’accueil &amp; le logement des étudiants.</p>";
  const pages = Array.from({ length: 3000 }, (_, index) =>
    rawPage.parse({
      id: index + 1,
      link: `${wordpressUrl}/page-${index + 1}/`,
      lang: "fr",
      title: { rendered: `Page ${index + 1}` },
      content: { rendered: paragraph.repeat(20) },
      acf: {},
    }),
  );

  it("makes thousands of WordPress items into documents without holding the thread", async () => {
    const stop = countTurns();
    const built = await buildSearchDocuments(
      "fr",
      { pages, events: [], societies: [] },
      createBlockContext(createLinkRewriter(wordpressUrl)),
    );
    const turns = stop();
    expect(built).toHaveLength(3000);
    expect(turns).toBeGreaterThan(1);
  });

  it("indexes thousands of documents without holding the thread, to the same answers", async () => {
    const many: SearchDocument[] = Array.from({ length: 6000 }, (_, index) => ({
      id: `page:${index}`,
      kind: "page",
      href: `/page-${index}`,
      title: `Page ${index} bourses`,
      text: "Les bourses d’étude, l’accueil et le logement des étudiants internationaux. ".repeat(8),
    }));
    const stop = countTurns();
    const built = await buildSearchEngine(many, timeSlicer());
    const turns = stop();
    expect(turns).toBeGreaterThan(1);
    const whole = createSearchEngine(many);
    expect(built.size).toBe(6000);
    expect(built.search("bourses etudiants")).toEqual(whole.search("bourses etudiants"));
  });
});
