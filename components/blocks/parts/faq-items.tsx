import type { Question } from "@/lib/wordpress/blocks/faq.ts";
import { RichText } from "../../content/rich-text.tsx";
import styles from "./faq-items.module.css";

/** Questions as native disclosures: keyboard, screen readers and no-JavaScript all work as is. */
export function FaqItems({ questions }: { questions: Question[] }) {
  return (
    <div className={styles.list}>
      {questions.map((item) => (
        <details key={item.question} className={styles.item}>
          <summary className={styles.question}>
            <span>{item.question}</span>
            <span className={styles.icon} aria-hidden="true" />
          </summary>
          <div className={styles.answer}>
            <RichText html={item.html} />
          </div>
        </details>
      ))}
    </div>
  );
}
