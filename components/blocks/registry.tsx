// The block registry on the rendering side: type name → component. The data side
// (lib/wordpress/blocks) has already dropped unknown types and blocks with bad fields.
import { Fragment, type ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import type { Block, BlockOf, BlockType } from "@/lib/wordpress/blocks/index.ts";
import { ArticleBody } from "./article-body.tsx";
import { Bricks } from "./bricks.tsx";
import { Carousel } from "./carousel.tsx";
import { Counter } from "./counter.tsx";
import { FaqList } from "./faq-list.tsx";
import { FloatingLinks } from "./floating-links.tsx";
import { GridSection } from "./grid-section.tsx";
import { Hero } from "./hero.tsx";
import { ImageFaq } from "./image-faq.tsx";
import { ImageLink } from "./image-link.tsx";
import { KeyNumbers } from "./key-numbers.tsx";
import { Paragraph } from "./paragraph.tsx";
import { PushBlock } from "./push-block.tsx";
import { PushLink } from "./push-link.tsx";
import { ReadMoreLinkedArticle } from "./read-more-linked-article.tsx";
import { ReadMoreWrapper } from "./read-more-wrapper.tsx";
import { SimpleQuote } from "./simple-quote.tsx";
import { StickySocial } from "./sticky-social.tsx";
import { TeamMemberCard } from "./team-member-card.tsx";
import { Testimonies } from "./testimonies.tsx";
import { TextImage } from "./text-image.tsx";

interface RenderContext {
  /** The first block of the page: a hero there carries the page's h1 and loads its image first. */
  isFirst: boolean;
  /** The page's language, for the blocks' own interface text and number formats. */
  language: Language;
}

const renderers: { [Type in BlockType]: (block: BlockOf<Type>, context: RenderContext) => ReactNode } = {
  hero: (block, { isFirst }) => <Hero block={block} isFirst={isFirst} />,
  paragraph: (block) => <Paragraph block={block} />,
  text_image: (block) => <TextImage block={block} />,
  article_body: (block) => <ArticleBody block={block} />,
  bricks: (block) => <Bricks block={block} />,
  image_link: (block) => <ImageLink block={block} />,
  counter: (block, { language }) => <Counter block={block} language={language} />,
  testimonies: (block, { language }) => <Testimonies block={block} language={language} />,
  carousel: (block, { language }) => <Carousel block={block} language={language} />,
  push_block: (block) => <PushBlock block={block} />,
  grid_section: (block) => <GridSection block={block} />,
  floating_links: (block) => <FloatingLinks block={block} />,
  key_numbers: (block) => <KeyNumbers block={block} />,
  image_faq: (block) => <ImageFaq block={block} />,
  "faq-list": (block) => <FaqList block={block} />,
  sticky_social: (block, { language }) => <StickySocial block={block} language={language} />,
  "sticky-social": (block, { language }) => <StickySocial block={block} language={language} />,
  push_link: (block) => <PushLink block={block} />,
  "simple-quote": (block) => <SimpleQuote block={block} />,
  "team-member-card": (block, { language }) => <TeamMemberCard block={block} language={language} />,
  "read-more-linked-article": (block, { language }) => <ReadMoreLinkedArticle block={block} language={language} />,
  "read-more-wrapper": (block, { language }) => <ReadMoreWrapper block={block} language={language} />,
};

function renderBlock<Type extends BlockType>(block: BlockOf<Type>, context: RenderContext): ReactNode {
  return (renderers[block.type] as (block: BlockOf<Type>, context: RenderContext) => ReactNode)(block, context);
}

export function BlockList({ blocks, language }: { blocks: Block[]; language: Language }) {
  return blocks.map((block, index) => <Fragment key={block.key}>{renderBlock(block, { isFirst: index === 0, language })}</Fragment>);
}
