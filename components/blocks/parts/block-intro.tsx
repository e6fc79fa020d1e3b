import { RichText } from "../../content/rich-text.tsx";
import styles from "./block-intro.module.css";

interface Props {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  /** The editor's text under the title. */
  html: string;
  /** Where the block places the intro (margins, grid column). */
  className?: string;
}

/** The opening of a block that lists the member organisations: its title and the editor's text. */
export function BlockIntro({ id, title, html, className }: Props) {
  return (
    <div className={`${styles.intro} ${className ?? ""}`}>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      <RichText html={html} className={styles.text} />
    </div>
  );
}
