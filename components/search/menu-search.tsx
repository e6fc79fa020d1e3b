import type { Language } from "@/config/site.ts";
import { SearchForm } from "./search-form.tsx";
import styles from "./search-link.module.css";

/** The search form at the top of the open menu, below 576 px (the header's search link has no room there). */
export function MenuSearch({ language }: { language: Language }) {
  return (
    <div className={styles.menuSearch}>
      <SearchForm language={language} id="menu-search" />
    </div>
  );
}
