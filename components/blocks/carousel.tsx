import { CmsImage } from "@/components/content/cms-image.tsx";
import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { itemHeading } from "./parts/section-heading.tsx";
import { BlockSlider } from "./parts/block-slider.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./carousel.module.css";

export function Carousel({ block, language }: { block: BlockOf<"carousel">; language: Language }) {
  const text = blockText(language);
  const Heading = itemHeading(block.title);
  return (
    <HeadedBlock block={block} intro={block.intro} label={text.slides}>
      <BlockSlider language={language} label={block.title || text.slides} variant="cards">
        {block.slides.map((slide) => (
          <article key={slide.title} className={styles.slide}>
            <div className="media-frame">
              <CmsImage
                image={slide.image}
                sizes="(min-width: 1440px) 440px, (min-width: 1200px) 31vw, (min-width: 768px) 46vw, 85vw"
                className={styles.image}
              />
            </div>
            <div className={styles.body}>
              <Heading className={styles.title}>
                <TitleLink title={slide.title} link={slide.link} />
              </Heading>
              {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
            </div>
          </article>
        ))}
      </BlockSlider>
    </HeadedBlock>
  );
}
