import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { ArrowLink } from "../content/arrow-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./push-block.module.css";

export function PushBlock({ block }: { block: BlockOf<"push_block"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} space="half" aria-labelledby={titleId}>
      <div className="container">
        <div className={`${styles.panel} ${styles[block.theme]} ${block.image ? styles.withImage : ""}`}>
          <div className={styles.text}>
            {block.kicker ? <p className={styles.kicker}>{block.kicker}</p> : null}
            <h2 id={titleId} className={styles.title}>
              {block.title}
            </h2>
            <RichText html={block.html} className={styles.prose} />
            {block.link ? <ArrowLink link={block.link} className={styles.button} /> : null}
          </div>
          {block.image ? (
            <div className={styles.media}>
              <CmsImage image={block.image} sizes="(min-width: 1440px) 620px, (min-width: 1008px) 44vw, 94vw" />
            </div>
          ) : null}
        </div>
      </div>
    </BlockSection>
  );
}
