import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import styles from "./article-body.module.css";

export function ArticleBody({ block }: { block: BlockOf<"article_body"> }) {
  return (
    <article className={styles.section} data-block="article_body">
      <div className="container">
        <RichText html={block.html} className={styles.body} />
      </div>
    </article>
  );
}
