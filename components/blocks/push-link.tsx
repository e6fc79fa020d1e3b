import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./push-link.module.css";
import { StrokeIcon } from "./parts/stroke-icon.tsx";

export function PushLink({ block }: { block: BlockOf<"push_link"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} space="half" aria-labelledby={titleId}>
      <div className="container">
        <div className={styles.card}>
          <div className={styles.text}>
            <h2 id={titleId} className={styles.title}>
              <TitleLink title={block.title} link={block.link} />
            </h2>
            {block.text ? <p className={styles.lead}>{block.text}</p> : null}
          </div>
          <span className={styles.action} aria-hidden="true">
            <span>{block.link.label}</span>
            <span className={styles.circle}>
              <StrokeIcon path="M5 12h14M13 6l6 6-6 6" size={24} />
            </span>
          </span>
        </div>
      </div>
    </BlockSection>
  );
}
