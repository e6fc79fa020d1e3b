// The block registry on the rendering side: type name → component. The data side
// (lib/wordpress/blocks) has already dropped unknown types and blocks with bad fields.
import { Fragment, type ReactNode } from "react";
import type { Language } from "@/config/site.ts";
import type { SearchParams } from "@/lib/events/filters.ts";
import type { Block, BlockOf, BlockType } from "@/lib/wordpress/blocks/index.ts";
import { ArticleBody } from "./article-body.tsx";
import { Bricks } from "./bricks.tsx";
import { Carousel } from "./carousel.tsx";
import { Counter } from "./counter.tsx";
import { CustomFilters } from "./custom-filters.tsx";
import { DuoNews } from "./duo-news.tsx";
import { FaqList } from "./faq-list.tsx";
import { FeaturedNews } from "./featured-news.tsx";
import { FloatingLinks } from "./floating-links.tsx";
import { GridSection } from "./grid-section.tsx";
import { Hero } from "./hero.tsx";
import { ImageFaq } from "./image-faq.tsx";
import { ImageLink } from "./image-link.tsx";
import { KeyNumbers } from "./key-numbers.tsx";
import { MembersList } from "./members-list.tsx";
import { Paragraph } from "./paragraph.tsx";
import { PushBlock } from "./push-block.tsx";
import { PushLink } from "./push-link.tsx";
import { ReadMoreLinkedArticle } from "./read-more-linked-article.tsx";
import { ReadMoreWrapper } from "./read-more-wrapper.tsx";
import { SimpleQuote } from "./simple-quote.tsx";
import { Societies } from "./societies.tsx";
import { StickySocial } from "./sticky-social.tsx";
import { TeamMemberCard } from "./team-member-card.tsx";
import { Testimonies } from "./testimonies.tsx";
import { TextImage } from "./text-image.tsx";

interface RenderContext {
  /** The first block of the page: a hero there carries the page's h1 and loads its image first. */
  isFirst: boolean;
  /** The page's language and path, and its URL query (read only by blocks that need it). */
  language: Language;
  path: string;
  query: Promise<SearchParams> | undefined;
}

const renderers: { [Type in BlockType]: (block: BlockOf<Type>, context: RenderContext) => ReactNode } = {
  hero: (block, { isFirst }) => <Hero block={block} isFirst={isFirst} />,
  paragraph: (block) => <Paragraph block={block} />,
  text_image: (block) => <TextImage block={block} />,
  article_body: (block) => <ArticleBody block={block} />,
  // Events, news and societies.
  custom_filters: (block, { language, path, query }) => (
    <CustomFilters block={block} language={language} path={path} query={query} />
  ),
  featured_news: (block, { language }) => <FeaturedNews block={block} language={language} />,
  duo_news: (block, { language }) => <DuoNews block={block} language={language} />,
  societies: (block, { language }) => <Societies block={block} language={language} />,
  "members-list": (block, { language }) => <MembersList block={block} language={language} />,
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

interface BlockListProps {
  blocks: Block[];
  language: Language;
  path: string;
  query?: Promise<SearchParams>;
}

export function BlockList({ blocks, language, path, query }: BlockListProps) {
  return blocks.map((block, index) => (
    <Fragment key={block.key}>{renderBlock(block, { isFirst: index === 0, language, path, query })}</Fragment>
  ));
}
