import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./read-more-wrapper.module.css";
import { StrokeIcon } from "./parts/stroke-icon.tsx";

/** The rest of the text sits in a native disclosure: it opens by keyboard and without JavaScript. */
export function ReadMoreWrapper({ block, language }: { block: BlockOf<"read-more-wrapper">; language: Language }) {
  const text = blockText(language);
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} aria-labelledby={block.title ? titleId : undefined}>
      <div className={`container ${styles.inner}`}>
        {block.title ? (
          <h2 id={titleId} className={styles.title}>
            {block.title}
          </h2>
        ) : null}
        <div className={styles.body}>
          <RichText html={block.introHtml} className={styles.intro} />
          <details className={styles.details}>
            <summary className={styles.toggle}>
              <span className={styles.more}>{block.moreLabel || text.readMore}</span>
              <span className={styles.less}>{block.lessLabel || text.readLess}</span>
              <StrokeIcon path="M6 9l6 6 6-6" size={20} className={styles.chevron} />
            </summary>
            <RichText html={block.html} className={styles.rest} />
          </details>
        </div>
      </div>
    </BlockSection>
  );
}
