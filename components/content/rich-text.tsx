import styles from "./rich-text.module.css";

/** HTML that lib/wordpress already sanitised (allowlist) and whose links it rewrote. */
export function RichText({ html, className }: { html: string; className?: string }) {
  if (!html) return null;
  return <div className={`${styles.prose} ${className ?? ""}`} dangerouslySetInnerHTML={{ __html: html }} />;
}
