import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { FaqItems } from "./parts/faq-items.tsx";
import { SectionHeading } from "./parts/section-heading.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./faq-list.module.css";

export function FaqList({ block }: { block: BlockOf<"faq-list"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection
      block={block}
      surface="pale"
      className={styles.section}
      aria-labelledby={block.title ? titleId : undefined}
    >
      <div className={`container ${styles.inner}`}>
        <SectionHeading id={titleId} title={block.title} intro={block.intro} className={styles.heading} />
        <FaqItems questions={block.questions} />
      </div>
    </BlockSection>
  );
}
