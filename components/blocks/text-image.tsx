import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { ArrowLink } from "../content/arrow-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./text-image.module.css";

export function TextImage({ block }: { block: BlockOf<"text_image"> }) {
  return (
    <BlockSection block={block} surface="pale" aria-labelledby={block.title ? `${block.key}-title` : undefined}>
      <div className={`container ${styles.inner} ${block.imagePosition === "left" ? styles.imageLeft : ""}`}>
        <div className={styles.text}>
          {block.title ? (
            <h2 id={`${block.key}-title`} className={styles.title}>
              {block.title}
            </h2>
          ) : null}
          <RichText html={block.html} />
          {block.link ? <ArrowLink link={block.link} className={styles.link} /> : null}
        </div>
        {block.image ? (
          <div className={styles.media}>
            <CmsImage image={block.image} sizes="(min-width: 1440px) 680px, (min-width: 1008px) 46vw, 100vw" />
          </div>
        ) : null}
      </div>
    </BlockSection>
  );
}
