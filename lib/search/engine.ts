// The search index of one language and its queries, on MiniSearch (docs/developers/search-and-feeds.md: why this
// library). Pure: documents in, answers out (tests/search.test.ts).
//
// The rules for French (and English):
// - case and accents ignored, ligatures spelt out (lib/search/text.ts folds both sides alike);
// - words without meaning ("le", "des", "the") neither indexed nor searched; a query of nothing
//   else is answered as such (`searchable: false`), not with every document;
// - one typo (an edit: a letter added, removed or replaced) tolerated in a word of 5 letters or more;
// - the last word of the query matches as a prefix from 3 letters on (the visitor may still be typing);
// - every word must match; when no document has them all, documents with some of them;
// - a match in the title weighs three times one in the text (or an event's place).
// The query is bounded before anything is done with it: at most `maxQueryChars` (the caller
// answers a longer one 400) and its first `maxTerms` words. No part of it is ever a pattern.
// The latest answers are kept by their words (`cachedAnswers`): a query asked again ("bourses",
// "Bourses", each key typed as results follow the typing) is a lookup, where scoring a word that
// 2,000 documents hold costs milliseconds. A new index (an edit) is a new engine, with none kept.
import { LRUCache } from "lru-cache";
import MiniSearch, { type SearchResult } from "minisearch";
import { searchLimits } from "../../config/site.ts";
import { foldWord, isStopWord, tokenize, wordsOf } from "./text.ts";
import type { Highlighted, SearchAnswer, SearchDocument, SearchHit } from "./types.ts";

export interface SearchEngine {
  search(query: string, options?: { limit?: number }): SearchAnswer;
  /** How many documents the index holds. */
  readonly size: number;
}

/** A word as the index keeps it, or null for a word without meaning. */
function processTerm(term: string): string | null {
  const folded = foldWord(term);
  return folded && !isStopWord(folded) ? folded : null;
}

/** The words of a query that count, folded, at most `maxTerms`. */
export function queryTerms(query: string): string[] {
  return tokenize(query.slice(0, searchLimits.maxQueryChars))
    .filter((word) => !isStopWord(word))
    .slice(0, searchLimits.maxTerms);
}

/** The documents by id (the last of an id counts) and an empty index for them. */
function prepare(documents: readonly SearchDocument[]) {
  const byId = new Map(documents.map((document) => [document.id, document]));
  const index = new MiniSearch<SearchDocument>({
    fields: ["title", "text", "place"],
    tokenize,
    processTerm,
  });
  return { byId, index };
}

export function createSearchEngine(documents: readonly SearchDocument[]): SearchEngine {
  const { byId, index } = prepare(documents);
  index.addAll([...byId.values()]);
  return engineOver(index, byId);
}

/**
 * The same engine, built a document at a time with `pause` awaited between two (the server's:
 * lib/server/time-slices.ts), so that a process answering queries goes on answering them while a
 * new index of thousands of documents is built.
 */
export async function buildSearchEngine(
  documents: readonly SearchDocument[],
  pause: () => Promise<void> | undefined,
): Promise<SearchEngine> {
  const { byId, index } = prepare(documents);
  for (const document of byId.values()) {
    await pause();
    index.add(document);
  }
  return engineOver(index, byId);
}

function engineOver(index: MiniSearch<SearchDocument>, byId: ReadonlyMap<string, SearchDocument>): SearchEngine {
  function run(terms: string[], combineWith: "AND" | "OR"): SearchResult[] {
    return index.search(terms.join(" "), {
      // The words are already folded and filtered: taken as they are.
      tokenize: (text) => text.split(" "),
      processTerm: (term) => term,
      boost: { title: 3 },
      fuzzy: (term) => (term.length >= 5 ? 1 : false),
      prefix: (term, position, all) => position === all.length - 1 && term.length >= 3,
      combineWith,
    });
  }

  function answer(terms: string[], limit: number): Omit<SearchAnswer, "query"> {
    let results = run(terms, "AND");
    if (!results.length && terms.length > 1) results = run(terms, "OR");
    const hits = results.slice(0, limit).flatMap((result): SearchHit[] => {
      const document = byId.get(String(result.id));
      if (!document) return [];
      const matched = new Set(result.terms);
      const { text: _text, title, ...rest } = document;
      return [{ ...rest, title: highlight(title, matched), excerpt: excerpt(document.text, matched) }];
    });
    return { total: results.length, hits, searchable: true };
  }

  /** The latest answers, by their limit and words (folded: a query's case and accents share one). */
  const answers = new LRUCache<string, Omit<SearchAnswer, "query">>({ max: searchLimits.cachedAnswers });

  return {
    size: byId.size,
    search(query, options = {}) {
      const limit = options.limit ?? searchLimits.maxResults;
      const terms = queryTerms(query);
      if (!terms.length) return { query, total: 0, hits: [], searchable: false };
      const key = `${limit} ${terms.join(" ")}`;
      let known = answers.get(key);
      if (!known) {
        known = answer(terms, limit);
        answers.set(key, known);
      }
      return { query, ...known };
    },
  };
}

/** The text cut into pieces, the words whose folded form is one of `matched` marked. */
export function highlight(text: string, matched: ReadonlySet<string>): Highlighted[] {
  const pieces: Highlighted[] = [];
  let at = 0;
  for (const { word, start, end } of wordsOf(text)) {
    if (!matched.has(foldWord(word))) continue;
    if (start > at) pieces.push({ text: text.slice(at, start) });
    pieces.push({ text: word, mark: true });
    at = end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at) });
  return pieces;
}

/**
 * About `excerptChars` of the text around its first matched word (the text's start when only the
 * title matched), cut between words, with "…" where it was cut; the matched words marked.
 */
export function excerpt(
  text: string,
  matched: ReadonlySet<string>,
  length: number = searchLimits.excerptChars,
): Highlighted[] {
  if (!text) return [];
  const words = wordsOf(text);
  const first = words.find(({ word }) => matched.has(foldWord(word)));
  let start = first ? Math.max(0, first.start - Math.floor(length / 3)) : 0;
  let end = Math.min(text.length, start + length);
  if (end - start < length) start = Math.max(0, end - length);
  // Whole words only.
  if (start > 0) start = words.find((word) => word.start >= start)?.start ?? start;
  if (end < text.length) end = [...words].reverse().find((word) => word.end <= end)?.end ?? end;
  const pieces = highlight(text.slice(start, end), matched);
  if (start > 0) pieces.unshift({ text: "…" });
  if (end < text.length) pieces.push({ text: "…" });
  return pieces;
}
