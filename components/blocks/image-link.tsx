import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./image-link.module.css";

export function ImageLink({ block }: { block: BlockOf<"image_link"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} aria-labelledby={titleId}>
      <div className="container">
        <div className={styles.card}>
          <div className={styles.media}>
            <CmsImage image={block.image} sizes="(min-width: 1440px) 1344px, 94vw" className={styles.image} />
          </div>
          <div className={styles.panel}>
            <h2 id={titleId} className={styles.title}>
              <TitleLink title={block.title} link={block.link} />
            </h2>
            {block.text ? <p className={styles.text}>{block.text}</p> : null}
            <span className={styles.cta} aria-hidden="true">
              {block.link.label}
              <span className={styles.arrow}>→</span>
            </span>
          </div>
        </div>
      </div>
    </BlockSection>
  );
}
