import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { itemHeading } from "./parts/section-heading.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./bricks.module.css";

const tones = ["pale", "gold", "navy", "pale"] as const;

export function Bricks({ block }: { block: BlockOf<"bricks"> }) {
  const Heading = itemHeading(block.title);
  return (
    <HeadedBlock block={block} intro={block.intro}>
      <ul className={styles.wall}>
        {block.bricks.map((brick, index) => {
          const feature = index === 0;
          const tone = feature ? "navy" : tones[(index - 1) % tones.length];
          return (
            <li
              key={brick.title}
              className={`${styles.brick} ${styles[tone ?? "pale"]} ${feature ? styles.feature : ""}`}
            >
              {feature && brick.image ? (
                <CmsImage
                  image={brick.image}
                  sizes="(min-width: 1440px) 700px, (min-width: 1008px) 50vw, 100vw"
                  className={styles.image}
                  decorative
                />
              ) : null}
              <div className={styles.body}>
                <Heading className={styles.title}>
                  <TitleLink title={brick.title} link={brick.link} />
                </Heading>
                {brick.text ? <p className={styles.text}>{brick.text}</p> : null}
                {brick.link ? (
                  <span className={styles.cta} aria-hidden="true">
                    {brick.link.label} <span className={styles.arrow}>→</span>
                  </span>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
    </HeadedBlock>
  );
}
