"use client";
// The search page's form and results. Without JavaScript, a GET form: the server answers the
// query with the page (app/_site/search-page.tsx). With it (data-enhanced), results follow the
// typing: `debounceMs` after the last key, the query goes to /api/search (the same answer, as
// JSON), the results are replaced in place and the address follows (`history.replaceState`: the
// page's one history entry keeps the last query, so Back leaves the search as it was left and
// a reload or a shared link shows the same results). The status line (a live region) says how
// many results there are for what, and is read out when it changes. An answer that comes after a
// newer query was sent is dropped.
import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { searchLimits, searchPaths, type Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import type { SearchAnswer } from "@/lib/search/types.ts";
import { useIsClient } from "../blocks/parts/is-client.ts";
import { useLoadingWhile } from "../layout/loading-bar.tsx";
import { SearchForm } from "./search-form.tsx";
import { SearchResults, SearchStatus } from "./search-results.tsx";
import styles from "./search.module.css";

export type SearchProblem = "too-long" | "unavailable" | "failed";

export interface SearchView {
  query: string;
  answer: SearchAnswer | null;
  problem?: SearchProblem;
}

interface Props {
  language: Language;
  initial: SearchView;
}

const resultsId = "search-results";

/** The server's answer to a query as the view to show; null once a newer query has replaced it. */
async function fetchView(language: Language, query: string, signal: AbortSignal): Promise<SearchView | null> {
  try {
    const response = await fetch(`/api/search?${new URLSearchParams({ lang: language, q: query })}`, {
      signal,
      headers: { accept: "application/json" },
    });
    const body = (await response.json()) as { answer?: SearchAnswer | null; error?: string };
    if (signal.aborted) return null;
    if (response.ok) return { query, answer: body.answer ?? null };
    return {
      query,
      answer: null,
      problem: response.status === 503 ? "unavailable" : response.status === 400 ? "too-long" : "failed",
    };
  } catch {
    if (signal.aborted) return null;
    return { query, answer: null, problem: "failed" };
  }
}

/** The search page's address for this query, in place of the current one (the page's one history entry). */
function showInAddress(language: Language, query: string): void {
  const address = query ? `${searchPaths[language]}?${new URLSearchParams({ q: query })}` : searchPaths[language];
  window.history.replaceState(window.history.state, "", address);
}

/** The query typed, the view shown for it, and whether an answer is awaited; the address follows the query. */
function useSearch(language: Language, initial: SearchView) {
  const [value, setValue] = useState(initial.query);
  const [view, setView] = useState<SearchView>(initial);
  const [busy, setBusy] = useState(false);
  useLoadingWhile(busy);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  /** The query whose results are shown (or asked for). */
  const shown = useRef(initial.query);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  async function run(raw: string): Promise<void> {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const query = raw.trim();
    shown.current = query;
    showInAddress(language, query);
    if (!query || [...query].length > searchLimits.maxQueryChars) {
      setBusy(false);
      setView(query ? { query, answer: null, problem: "too-long" } : { query: "", answer: null });
      return;
    }
    const controller = new AbortController();
    inFlight.current = controller;
    setBusy(true);
    const next = await fetchView(language, query, controller.signal);
    if (!next) return;
    setView(next);
    if (inFlight.current === controller) {
      inFlight.current = null;
      setBusy(false);
    }
  }

  // The address is the truth: a page restored by Back or Forward (its payload may be the one of the
  // search page's first address) shows the results of the query its address holds.
  useEffect(() => {
    const follow = () => {
      const query = new URLSearchParams(window.location.search).get("q")?.trim() ?? "";
      if (query === shown.current) return;
      setValue(query);
      void run(query);
    };
    follow();
    window.addEventListener("popstate", follow);
    return () => window.removeEventListener("popstate", follow);
  });

  function onChange(event: ChangeEvent<HTMLInputElement>): void {
    const next = event.target.value;
    setValue(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(next), searchLimits.debounceMs);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    void run(value);
  }

  return { value, view, busy, onChange, onSubmit };
}

/** The status line: how many results for what, or why there are none. */
function statusOf(language: Language, { answer, problem, query }: SearchView): ReactNode {
  const text = searchMessages[language];
  if (problem === "too-long") return text.tooLong(searchLimits.maxQueryChars);
  if (problem === "unavailable") return text.unavailable;
  if (problem === "failed") return text.failed;
  if (answer && !answer.searchable) return text.onlyStopWords;
  if (answer) return <SearchStatus language={language} query={query} total={answer.total} shown={answer.hits.length} />;
  return text.empty;
}

export function SearchBox({ language, initial }: Props) {
  const text = searchMessages[language];
  const enhanced = useIsClient();
  const { value, view, busy, onChange, onSubmit } = useSearch(language, initial);
  const { answer } = view;

  return (
    <div className={styles.box} data-enhanced={enhanced || undefined}>
      <SearchForm
        language={language}
        id="search-input"
        value={value}
        onChange={onChange}
        onSubmit={onSubmit}
        controls={resultsId}
      />
      <div id={resultsId} className={styles.answer} aria-busy={busy || undefined}>
        <p role="status" className={styles.status}>
          {statusOf(language, view)}
        </p>
        {answer && answer.searchable && answer.total === 0 ? <p className={styles.help}>{text.noResultsHelp}</p> : null}
        {answer ? <SearchResults hits={answer.hits} language={language} /> : null}
      </div>
    </div>
  );
}
