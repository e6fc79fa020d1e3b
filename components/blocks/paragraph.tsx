import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./paragraph.module.css";

export function Paragraph({ block }: { block: BlockOf<"paragraph"> }) {
  return (
    <BlockSection block={block} aria-labelledby={block.title ? `${block.key}-title` : undefined}>
      <div className={`container ${styles.inner}`}>
        {block.title ? (
          <h2 id={`${block.key}-title`} className={styles.title}>
            {block.title}
          </h2>
        ) : null}
        <RichText html={block.html} className={styles.text} />
      </div>
    </BlockSection>
  );
}
