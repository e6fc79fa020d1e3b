import { CmsImage } from "@/components/content/cms-image.tsx";
import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { BlockSlider } from "./parts/block-slider.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./testimonies.module.css";

export function Testimonies({ block, language }: { block: BlockOf<"testimonies">; language: Language }) {
  const text = blockText(language);
  return (
    <HeadedBlock block={block} surface="pale" label={text.testimonies}>
      <BlockSlider language={language} label={block.title || text.testimonies} variant="single">
        {block.testimonies.map((item) => (
          <figure key={item.name} className={styles.card}>
            <div className={styles.portrait}>
              {item.image ? (
                <CmsImage
                  image={item.image}
                  sizes="(min-width: 768px) 224px, 112px"
                  className={styles.image}
                  decorative
                />
              ) : (
                <span className={styles.initials} aria-hidden="true">
                  {initials(item.name)}
                </span>
              )}
            </div>
            {/* The quote and its caption are the figure's own children (a <figcaption> belongs there). */}
            <blockquote className={styles.quote}>
              <p>{item.quote}</p>
            </blockquote>
            <figcaption className={styles.caption}>
              <span className={styles.name}>{item.name}</span>
              {item.role ? <span className={styles.role}>{item.role}</span> : null}
            </figcaption>
          </figure>
        ))}
      </BlockSlider>
    </HeadedBlock>
  );
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join("");
}
