import type { BlockOf } from "@/lib/wordpress/blocks/index.ts";
import { RichText } from "../content/rich-text.tsx";
import { BlockSection } from "./parts/block-section.tsx";
import styles from "./article-body.module.css";

export function ArticleBody({ block }: { block: BlockOf<"article_body"> }) {
  return (
    <BlockSection block={block} as="article">
      <div className="container">
        <RichText html={block.html} className={styles.body} />
      </div>
    </BlockSection>
  );
}
