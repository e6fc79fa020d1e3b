import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { SmartLink } from "../content/smart-link.tsx";
import { itemHeading, SectionHeading } from "./parts/section-heading.tsx";
import styles from "./grid-section.module.css";

const sizes: Record<2 | 3 | 4, string> = {
  2: "(min-width: 1440px) 660px, (min-width: 768px) 46vw, 94vw",
  3: "(min-width: 1440px) 440px, (min-width: 1008px) 31vw, (min-width: 768px) 46vw, 94vw",
  4: "(min-width: 1440px) 330px, (min-width: 1200px) 23vw, (min-width: 768px) 46vw, 94vw",
};

export function GridSection({ block }: { block: BlockOf<"grid_section"> }) {
  const titleId = `${block.key}-title`;
  const Heading = itemHeading(block.title);
  return (
    <section className={styles.section} data-block="grid_section" aria-labelledby={block.title ? titleId : undefined}>
      <div className="container">
        <SectionHeading id={titleId} title={block.title} intro={block.intro} />
        <ul className={`${styles.grid} ${styles[`columns${block.columns}`]}`}>
          {block.items.map((item) => (
            <li key={item.title} className={`${styles.card} ${item.link ? styles.linked : ""}`}>
              {item.image ? (
                <div className={styles.media}>
                  <CmsImage image={item.image} sizes={sizes[block.columns]} className={styles.image} />
                </div>
              ) : null}
              <div className={styles.body}>
                <Heading className={styles.title}>
                  {item.link ? (
                    <SmartLink link={item.link} className={styles.link}>
                      {item.title}
                    </SmartLink>
                  ) : (
                    item.title
                  )}
                </Heading>
                {item.text ? <p className={styles.text}>{item.text}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
