import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { Breadcrumb as Trail } from "@/lib/wordpress/resolve.ts";
import styles from "./breadcrumb.module.css";

/** Where the page sits, from home down (WAI-ARIA breadcrumb pattern); its JSON-LD is rendered by the page, after the content. */
export function Breadcrumb({ language, trail }: { language: Language; trail: Pick<Trail, "crumbs"> }) {
  const last = trail.crumbs.length - 1;
  return (
    <nav aria-label={t(language).breadcrumb} className={styles.breadcrumb}>
      <ol className={`container ${styles.list}`}>
        {trail.crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.href}`} className={styles.item}>
            {crumb.href === null ? (
              // A level WordPress gives no address for: its name, as text.
              <span className={styles.text} aria-current={index === last ? "page" : undefined}>
                {crumb.label}
              </span>
            ) : crumb.href.startsWith("/") ? (
              <NextLink
                href={crumb.href}
                prefetch={false}
                className={styles.link}
                aria-current={index === last ? "page" : undefined}
              >
                {crumb.label}
              </NextLink>
            ) : (
              <a href={crumb.href} className={styles.link} aria-current={index === last ? "page" : undefined}>
                {crumb.label}
              </a>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
