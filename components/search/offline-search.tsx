"use client";
// Search on the offline page, when the service worker holds the search documents (it caches
// /api/search-index at install and again when search is used online: service-worker/sw.ts). The
// island reads that copy from the browser's cache, builds the index with the site's own engine
// (lib/search/engine.ts: the same rules as the search page) and answers as the visitor types,
// without the network. Each result says whether its page is saved on this device (the worker's
// pages cache) or needs a connection. Without JavaScript, or without a cached copy, there is
// nothing to show: the island renders no form (its `data-offline-search` says which, for tests).
import { useEffect, useEffectEvent, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { offlineCaches, searchIndexPath, searchLimits, searchPaths, type Language } from "@/config/site.ts";
import { eventDateText } from "@/lib/events/format.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import { createSearchEngine, type SearchEngine } from "@/lib/search/engine.ts";
import { readQuery } from "@/lib/search/query.ts";
import type { SearchAnswer, SearchDocuments, SearchHit } from "@/lib/search/types.ts";
import { SearchForm } from "./search-form.tsx";
import { SearchResults, SearchStatus } from "./search-results.tsx";
import styles from "./search.module.css";

type CachedIndex = { engine: SearchEngine; readAt: string } | "none";

/** The engine of a language over the cached documents, or "none" when there is no usable copy. */
async function cachedIndex(language: Language): Promise<CachedIndex> {
  if (typeof caches === "undefined") return "none";
  const response = await caches.match(searchIndexPath, { cacheName: offlineCaches.search });
  if (!response) return "none";
  const documents = (await response.json()) as Partial<SearchDocuments>;
  const list = documents.languages?.[language];
  if (!Array.isArray(list) || typeof documents.readAt !== "string") return "none";
  return { engine: createSearchEngine(list), readAt: documents.readAt };
}

/** The hits' site pages the service worker keeps (visited before on this device). */
async function savedPages(hits: SearchHit[]): Promise<Set<string>> {
  const saved = await Promise.all(
    hits.map(
      async (hit) =>
        !/^https?:/.test(hit.href) && (await caches.match(hit.href, { cacheName: offlineCaches.pages })) !== undefined,
    ),
  );
  return new Set(hits.filter((_, index) => saved[index]).map((hit) => hit.href));
}

interface View {
  query: string;
  answer: SearchAnswer | null;
  tooLong?: boolean;
}

const resultsId = "offline-search-results";

/** The island's state: the cached index, the field, what it found and which of those pages are saved. */
function useOfflineSearch(language: Language) {
  const [index, setIndex] = useState<CachedIndex | undefined>(undefined);
  const [value, setValue] = useState("");
  const [view, setView] = useState<View>({ query: "", answer: null });
  const [saved, setSaved] = useState<ReadonlySet<string>>(new Set());
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  function run(raw: string, from: CachedIndex | undefined = index): void {
    clearTimeout(timer.current);
    if (!from || from === "none") return;
    const turn = ++latest.current;
    const read = readQuery(raw);
    if (!read.ok) return setView({ query: read.query, answer: null, tooLong: true });
    if (!read.query) return setView({ query: "", answer: null });
    const answer = from.engine.search(read.query);
    setView({ query: read.query, answer });
    void savedPages(answer.hits).then((pages) => {
      if (turn === latest.current) setSaved(pages);
    });
  }

  // Shown at a search page's address (its form sent offline): the query it holds, once the index is read.
  const showAddressQuery = useEffectEvent((loaded: CachedIndex) => {
    if (loaded === "none" || window.location.pathname !== searchPaths[language]) return;
    const query = new URLSearchParams(window.location.search).get("q") ?? "";
    setValue(query);
    run(query, loaded);
  });

  useEffect(() => {
    let live = true;
    cachedIndex(language)
      .catch((): CachedIndex => "none")
      .then((loaded) => {
        if (!live) return;
        setIndex(loaded);
        showAddressQuery(loaded);
      });
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, [language]);

  function onChange(event: ChangeEvent<HTMLInputElement>): void {
    const next = event.target.value;
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => run(next), searchLimits.debounceMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    run(value);
  }

  return { index, value, view, saved, onChange, onSubmit };
}

/** What the live region says for a view. */
function statusOf(view: View, language: Language): ReactNode {
  const text = searchMessages[language];
  const { answer, query } = view;
  if (view.tooLong) return text.tooLong(searchLimits.maxQueryChars);
  if (answer && !answer.searchable) return text.onlyStopWords;
  if (answer) return <SearchStatus language={language} query={query} total={answer.total} shown={answer.hits.length} />;
  return text.empty;
}

export function OfflineSearch({ language }: { language: Language }) {
  const text = searchMessages[language];
  const { index, value, view, saved, onChange, onSubmit } = useOfflineSearch(language);
  const state = index === undefined ? "loading" : index === "none" ? "none" : "ready";
  // Once the effect has run, the island is hydrated: `data-enhanced`, with or without a copy to search.
  if (index === undefined || index === "none")
    return <div data-offline-search={state} data-enhanced={index ? true : undefined} hidden />;

  const { answer } = view;
  const status = statusOf(view, language);

  return (
    <div className={styles.offline} data-offline-search={state} data-enhanced>
      <SearchForm
        language={language}
        id="offline-search"
        landmark={text.offlineLandmark}
        label={text.offlineLabel}
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        controls={resultsId}
      />
      <p className={styles.help}>
        {text.offlineIndex(eventDateText({ start: null, end: null, published: index.readAt }, language))}
      </p>
      <div id={resultsId} className={styles.answer}>
        <p role="status" className={styles.status}>
          {status}
        </p>
        {answer ? (
          <SearchResults
            hits={answer.hits}
            language={language}
            documentLinks
            note={(hit) => (saved.has(hit.href) ? text.offlineSaved : text.offlineNotSaved)}
          />
        ) : null}
      </div>
    </div>
  );
}
