import { CmsImage } from "@/components/content/cms-image.tsx";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { TitleLink } from "./parts/title-link.tsx";
import { itemHeading } from "./parts/section-heading.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./grid-section.module.css";

const sizes: Record<2 | 3 | 4, string> = {
  2: "(min-width: 1440px) 660px, (min-width: 768px) 46vw, 94vw",
  3: "(min-width: 1440px) 440px, (min-width: 1008px) 31vw, (min-width: 768px) 46vw, 94vw",
  4: "(min-width: 1440px) 330px, (min-width: 1200px) 23vw, (min-width: 768px) 46vw, 94vw",
};

/** Two columns from 768 px; three from 1008 px or four from 1200 px when the block asks for them. */
const columnCounts: Record<2 | 3 | 4, string> = { 2: "", 3: styles.columns3 ?? "", 4: styles.columns4 ?? "" };

export function GridSection({ block }: { block: BlockOf<"grid_section"> }) {
  const Heading = itemHeading(block.title);
  return (
    <HeadedBlock block={block} intro={block.intro}>
      <ul className={`${styles.grid} ${columnCounts[block.columns]}`}>
        {block.items.map((item) => (
          <li key={item.title} className={styles.card}>
            {item.image ? (
              <div className="media-frame">
                <CmsImage image={item.image} sizes={sizes[block.columns]} />
              </div>
            ) : null}
            <div className={styles.body}>
              <Heading className={styles.title}>
                <TitleLink title={item.title} link={item.link} />
              </Heading>
              {item.text ? <p className={styles.text}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </HeadedBlock>
  );
}
