// The block registry on the rendering side: type name → component. The data side
// (lib/wordpress/blocks) has already dropped unknown types and blocks with bad fields.
import { Fragment, type ReactNode } from "react";
import type { Block, BlockOf, BlockType } from "@/lib/wordpress/blocks/index.ts";
import { ArticleBody } from "./article-body.tsx";
import { Hero } from "./hero.tsx";
import { Paragraph } from "./paragraph.tsx";
import { TextImage } from "./text-image.tsx";

interface RenderContext {
  /** The first block of the page: a hero there carries the page's h1 and loads its image first. */
  isFirst: boolean;
}

const renderers: { [Type in BlockType]: (block: BlockOf<Type>, context: RenderContext) => ReactNode } = {
  hero: (block, { isFirst }) => <Hero block={block} isFirst={isFirst} />,
  paragraph: (block) => <Paragraph block={block} />,
  text_image: (block) => <TextImage block={block} />,
  article_body: (block) => <ArticleBody block={block} />,
};

function renderBlock<Type extends BlockType>(block: BlockOf<Type>, context: RenderContext): ReactNode {
  return (renderers[block.type] as (block: BlockOf<Type>, context: RenderContext) => ReactNode)(block, context);
}

export function BlockList({ blocks }: { blocks: Block[] }) {
  return blocks.map((block, index) => <Fragment key={block.key}>{renderBlock(block, { isFirst: index === 0 })}</Fragment>);
}
