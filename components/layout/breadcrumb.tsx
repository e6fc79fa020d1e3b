import NextLink from "next/link";
import type { Language } from "@/config/site.ts";
import { jsonLdText } from "@/lib/events/structured-data.ts";
import { t } from "@/lib/i18n/messages.ts";
import type { Breadcrumb as Trail } from "@/lib/wordpress/resolve.ts";
import styles from "./breadcrumb.module.css";

/**
 * Where the page sits, from home down (WAI-ARIA breadcrumb pattern), with its `BreadcrumbList`
 * JSON-LD. A data block is not run by the browser, so the Content-Security-Policy lets it be.
 */
export function Breadcrumb({ language, trail }: { language: Language; trail: Trail }) {
  const last = trail.crumbs.length - 1;
  return (
    <nav aria-label={t(language).breadcrumb} className={styles.breadcrumb}>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(trail.structuredData) }} />
      <ol className={`container ${styles.list}`}>
        {trail.crumbs.map((crumb, index) => (
          <li key={`${index}-${crumb.href}`} className={styles.item}>
            {crumb.href.startsWith("/") ? (
              <NextLink href={crumb.href} prefetch={false} className={styles.link} aria-current={index === last ? "page" : undefined}>
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
