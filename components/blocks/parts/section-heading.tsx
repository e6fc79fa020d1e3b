import styles from "./section-heading.module.css";

interface Props {
  /** id of the h2, for the section's aria-labelledby. */
  id: string;
  title: string;
  intro?: string;
  kicker?: string;
  align?: "start" | "center";
  className?: string;
}

/** The heading every titled block opens with: an optional kicker, the h2, an optional lead line. */
export function SectionHeading({ id, title, intro, kicker, align = "start", className }: Props) {
  if (!title && !intro) return null;
  return (
    <div className={`${styles.heading} ${align === "center" ? styles.center : ""} ${className ?? ""}`}>
      {kicker ? <p className={styles.kicker}>{kicker}</p> : null}
      {title ? (
        <h2 id={id} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </div>
  );
}

/** Item headings sit one level below the block's title, or take its place when the block has none. */
export function itemHeading(blockTitle: string): "h2" | "h3" {
  return blockTitle ? "h3" : "h2";
}
