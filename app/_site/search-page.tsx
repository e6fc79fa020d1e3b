import type { Metadata } from "next";
import { SearchBox, type SearchView } from "@/components/search/search-box.tsx";
import styles from "@/components/search/search-page.module.css";
import { LanguageSwitch } from "@/components/layout/language-switch.tsx";
import { defaultLanguage, languages, searchPaths, type Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import { readQuery } from "@/lib/search/query.ts";
import { searchSite } from "@/lib/search/site-search.ts";
import { documentTitle } from "@/lib/seo/title.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";

type Query = Promise<Record<string, string | string[] | undefined>>;

/**
 * The search page of a language (config/site.ts `searchPaths`): rendered for each request (it
 * reads the query), from this process's index, never from WordPress (lib/search/). Without
 * JavaScript the form is a GET form to this page; with it the results follow the typing
 * (components/search/search-box.tsx). A query past its bound is answered 400 (proxy.ts).
 */
export function searchRoute(language: Language) {
  const text = searchMessages[language];
  return {
    async generateMetadata({ searchParams }: { searchParams: Query }): Promise<Metadata> {
      const [{ siteName }, params] = await Promise.all([getSiteOptionsOrDefaults(), searchParams]);
      const query = typeof params.q === "string" ? params.q.trim().slice(0, 80) : "";
      const [open, close] = [text.quoteOpen, text.quoteClose];
      return {
        title: documentTitle(query ? `${open}${query}${close} – ${text.title}` : text.title, siteName),
        // Results pages are for visitors, not for search engines; the links on them are.
        robots: { index: false, follow: true },
        alternates: { canonical: searchPaths[language] },
      };
    },
    async SearchPage({ searchParams }: { searchParams: Query }) {
      const result = await searchSite(language, (await searchParams).q);
      const initial: SearchView =
        result.status === 200
          ? { query: result.query, answer: result.answer }
          : { query: result.query, answer: null, problem: result.problem };
      return (
        <>
          <header className={styles.header}>
            <div className="container">
              <h1 className={styles.title}>{text.title}</h1>
            </div>
          </header>
          <div className={`container ${styles.body}`}>
            <SearchBox language={language} initial={initial} />
          </div>
        </>
      );
    },
  };
}

/** The language switch of the search page: the other language's search, for the same words. */
export function searchAlternate(language: Language) {
  return async function SearchAlternate({ searchParams }: { searchParams: Query }) {
    const other = languages.find((candidate) => candidate !== language) ?? defaultLanguage;
    const q = (await searchParams).q;
    const query = readQuery(q);
    const href =
      query.ok && query.query ? `${searchPaths[other]}?${new URLSearchParams({ q: query.query })}` : searchPaths[other];
    return <LanguageSwitch language={language} alternate={{ language: other, href, isTranslation: true }} />;
  };
}
