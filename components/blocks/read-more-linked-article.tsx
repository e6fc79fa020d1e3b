import { CmsImage } from "@/components/content/cms-image.tsx";
import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./read-more-linked-article.module.css";

export function ReadMoreLinkedArticle({
  block,
  language,
}: {
  block: BlockOf<"read-more-linked-article">;
  language: Language;
}) {
  const text = blockText(language);
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} as="aside" space="half" aria-labelledby={titleId}>
      <div className="container">
        <article className={`${styles.card} ${block.image ? styles.withImage : ""}`}>
          {block.image ? (
            <div className={styles.media}>
              <CmsImage image={block.image} sizes="(min-width: 768px) 320px, 94vw" decorative />
            </div>
          ) : null}
          <div className={styles.body}>
            <p className={styles.label}>{block.label || text.readAlso}</p>
            <h2 id={titleId} className={styles.title}>
              <TitleLink title={block.title} link={block.link} />
            </h2>
            {block.text ? <p className={styles.text}>{block.text}</p> : null}
            <span className={styles.more} aria-hidden="true">
              {block.link.label} <span className={styles.arrow}>→</span>
            </span>
          </div>
        </article>
      </div>
    </BlockSection>
  );
}
