import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { FaqItems } from "./parts/faq-items.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./faq-list.module.css";

export function FaqList({ block }: { block: BlockOf<"faq-list"> }) {
  return (
    <HeadedBlock
      block={block}
      surface="pale"
      className={styles.section}
      intro={block.intro}
      innerClassName={styles.inner}
      headingClassName={styles.heading}
    >
      <FaqItems questions={block.questions} />
    </HeadedBlock>
  );
}
