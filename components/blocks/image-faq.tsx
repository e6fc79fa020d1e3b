import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { FaqItems } from "./parts/faq-items.tsx";
import { SectionHeading } from "./parts/section-heading.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./image-faq.module.css";

export function ImageFaq({ block }: { block: BlockOf<"image_faq"> }) {
  const titleId = `${block.key}-title`;
  return (
    <BlockSection block={block} aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.media}>
          <CmsImage image={block.image} sizes="(min-width: 1440px) 560px, (min-width: 1008px) 40vw, 94vw" />
        </div>
        <div className={styles.faq}>
          <SectionHeading id={titleId} title={block.title} intro={block.intro} />
          <FaqItems questions={block.questions} />
        </div>
      </div>
    </BlockSection>
  );
}
