import { BlockList } from "@/components/blocks/registry.tsx";
import type { SearchParams } from "@/lib/events/filters.ts";
import type { Page } from "@/lib/wordpress/types.ts";
import { RichText } from "./rich-text.tsx";
import styles from "./page-view.module.css";

/** A WordPress page: its blocks, or its content when it has none. The page's h1 comes from a leading hero, or from the title here. */
export function PageView({ page, query }: { page: Page; query?: Promise<SearchParams> }) {
  const heroFirst = page.blocks[0]?.type === "hero";
  return (
    <>
      {heroFirst ? null : (
        <header className={styles.header}>
          <div className="container">
            <h1 className={styles.title}>{page.title}</h1>
            {page.excerpt && page.blocks.length > 0 ? <p className={styles.lead}>{page.excerpt}</p> : null}
          </div>
        </header>
      )}
      {page.blocks.length > 0 ? (
        <BlockList blocks={page.blocks} language={page.language} path={page.path} query={query} />
      ) : (
        <div className={`container ${styles.content}`}>
          <RichText html={page.contentHtml} className={styles.body} />
        </div>
      )}
    </>
  );
}
