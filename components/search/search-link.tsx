import NextLink from "next/link";
import { searchPaths, type Language } from "@/config/site.ts";
import { searchMessages } from "@/lib/i18n/search-messages.ts";
import styles from "./search-link.module.css";

/**
 * The header's way to search: a magnifier, with its word from 768 px (always its accessible
 * name). Below 576 px, where the bar has no room left beside the menu button, `inMenu` hides it:
 * the open menu starts with a search form instead (components/search/menu-search.tsx).
 */
export function SearchLink({ language, inMenu = false }: { language: Language; inMenu?: boolean }) {
  const text = searchMessages[language];
  return (
    <NextLink href={searchPaths[language]} prefetch={false} className={`${styles.link} ${inMenu ? styles.inMenu : ""}`}>
      <svg className={styles.icon} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.25" />
        <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
      </svg>
      <span className={styles.label}>{text.headerLink}</span>
    </NextLink>
  );
}
