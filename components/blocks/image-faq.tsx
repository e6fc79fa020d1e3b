import Image from "next/image";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { FaqItems } from "./parts/faq-items.tsx";
import { SectionHeading } from "./parts/section-heading.tsx";
import styles from "./image-faq.module.css";

export function ImageFaq({ block }: { block: BlockOf<"image_faq"> }) {
  const titleId = `${block.key}-title`;
  return (
    <section className={styles.section} data-block="image_faq" aria-labelledby={titleId}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.media}>
          <Image
            src={block.image.src}
            alt={block.image.alt}
            width={block.image.width}
            height={block.image.height}
            sizes="(min-width: 1440px) 560px, (min-width: 1008px) 40vw, 94vw"
            className={styles.image}
          />
        </div>
        <div className={styles.faq}>
          <SectionHeading id={titleId} title={block.title} intro={block.intro} />
          <FaqItems questions={block.questions} />
        </div>
      </div>
    </section>
  );
}
