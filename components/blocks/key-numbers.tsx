import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./key-numbers.module.css";

export function KeyNumbers({ block }: { block: BlockOf<"key_numbers"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} surface="pale" aria-labelledby={block.title ? titleId : undefined}>
      <div className={`container ${styles.inner}`}>
        {block.title || block.html ? (
          <div className={styles.text}>
            {block.title ? (
              <h2 id={titleId} className={styles.title}>
                {block.title}
              </h2>
            ) : null}
            <RichText html={block.html} className={styles.prose} />
          </div>
        ) : null}
        <dl className={styles.numbers}>
          {block.numbers.map((item) => (
            <div key={`${item.number}-${item.label}`} className={styles.item}>
              <dt className={styles.label}>{item.label}</dt>
              <dd className={styles.number}>{item.number}</dd>
              {item.detail ? <dd className={styles.detail}>{item.detail}</dd> : null}
            </div>
          ))}
        </dl>
      </div>
    </BlockSection>
  );
}
