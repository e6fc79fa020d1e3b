import { languageTags, type Language } from "@/config/site.ts";
import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { CountUp } from "../islands.tsx";
import { HeadedBlock } from "./parts/headed-block.tsx";
import styles from "./counter.module.css";

export function Counter({ block, language }: { block: BlockOf<"counter">; language: Language }) {
  return (
    <HeadedBlock block={block} surface="dark" className={styles.section} intro={block.intro}>
      <ul className={styles.list}>
        {block.counters.map((item) => (
          <li key={item.label} className={styles.item}>
            <p className={styles.figure}>
              {item.prefix ? <span className={styles.affix}>{item.prefix}</span> : null}
              <CountUp value={item.value} locale={languageTags[language]} />
              {item.suffix ? <span className={styles.affix}>{item.suffix}</span> : null}
            </p>
            <p className={styles.label}>{item.label}</p>
          </li>
        ))}
      </ul>
    </HeadedBlock>
  );
}
