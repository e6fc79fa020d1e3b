import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./simple-quote.module.css";

export function SimpleQuote({ block }: { block: BlockOf<"simple-quote"> }) {
  return (
    <BlockSection block={block}>
      <div className="container">
        <figure className={styles.figure}>
          <blockquote className={styles.quote}>
            <p>{block.quote}</p>
          </blockquote>
          {block.author ? (
            <figcaption className={styles.caption}>
              {block.image ? (
                <CmsImage image={block.image} sizes="64px" className={styles.portrait} decorative />
              ) : null}
              <span className={styles.who}>
                <span className={styles.author}>{block.author}</span>
                {block.role ? <span className={styles.role}>{block.role}</span> : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      </div>
    </BlockSection>
  );
}
