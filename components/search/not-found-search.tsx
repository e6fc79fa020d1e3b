import type { Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import { SearchForm } from "./search-form.tsx";
import styles from "./search.module.css";

/** The 404 page's way on: a search of the site (a GET form to the search page, no JavaScript needed). */
export function NotFoundSearch({ language }: { language: Language }) {
  return (
    <div className={styles.notFound}>
      <SearchForm language={language} id="not-found-search" landmark={searchMessages[language].notFoundLabel} />
    </div>
  );
}
