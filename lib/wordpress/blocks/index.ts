// The block registry on the data side: ACF layout name → definition. Unknown layouts are
// skipped; a block whose fields fail its schema is dropped; each is a problem naming the block
// and the field; the rest of the page renders.
import type { z } from "zod";
import { contentLimits } from "../../../config/site.ts";
import { articleBody } from "./article-body.ts";
import { bricks } from "./bricks.ts";
import { carousel } from "./carousel.ts";
import { counter } from "./counter.ts";
import type { BlockContext, BlockDefinition } from "./define.ts";
import { faqList } from "./faq-list.ts";
import { floatingLinks } from "./floating-links.ts";
import { gridSection } from "./grid-section.ts";
import { hero } from "./hero.ts";
import { imageFaq } from "./image-faq.ts";
import { imageLink } from "./image-link.ts";
import { keyNumbers } from "./key-numbers.ts";
import { paragraph } from "./paragraph.ts";
import { pushBlock } from "./push-block.ts";
import { pushLink } from "./push-link.ts";
import { readMoreLinkedArticle } from "./read-more-linked-article.ts";
import { readMoreWrapper } from "./read-more-wrapper.ts";
import { simpleQuote } from "./simple-quote.ts";
import { stickySocial, stickySocialHyphen } from "./sticky-social.ts";
import { teamMemberCard } from "./team-member-card.ts";
import { testimonies } from "./testimonies.ts";
import { textImage } from "./text-image.ts";
// Blocks that show events, news and societies (read through lib/wordpress/events.ts, societies.ts).
import { customFilters } from "./custom-filters.ts";
import { duoNews } from "./duo-news.ts";
import { featuredNews } from "./featured-news.ts";
import { membersList } from "./members-list.ts";
import { societies } from "./societies.ts";
import { logger } from "../../server/log.ts";

const definitions = [
  hero,
  paragraph,
  textImage,
  articleBody,
  bricks,
  imageLink,
  counter,
  testimonies,
  carousel,
  pushBlock,
  gridSection,
  floatingLinks,
  keyNumbers,
  imageFaq,
  faqList,
  stickySocial,
  stickySocialHyphen,
  pushLink,
  simpleQuote,
  teamMemberCard,
  readMoreLinkedArticle,
  readMoreWrapper,
  customFilters,
  featuredNews,
  duoNews,
  societies,
  membersList,
] as const;

type Definition = (typeof definitions)[number];
type PropsOf<D> =
  D extends BlockDefinition<infer Type, z.ZodType, infer Props> ? { type: Type; key: string } & Props : never;

/** One block ready to render: its type name, a stable key, and its component's props. */
export type Block = PropsOf<Definition>;
export type BlockType = Block["type"];
export type BlockOf<Type extends BlockType> = Extract<Block, { type: Type }>;

const byType = new Map<string, Definition>(definitions.map((definition) => [definition.type, definition]));

export const blockTypes: readonly BlockType[] = definitions.map((definition) => definition.type);

export interface BlockLog {
  warn(message: string): void;
}

/**
 * Turns `acf.blocks` (ACF flexible content) into blocks, with what was wrong in words (block
 * number and layout, field, what was expected); never throws. Pages record the problems once per
 * content version (mappers.ts, content-problems.ts).
 */
export function readBlocks(raw: unknown, context: BlockContext): { blocks: Block[]; problems: string[] } {
  const blocks: Block[] = [];
  const problems: string[] = [];
  if (raw === undefined || raw === null || raw === false || raw === "") return { blocks, problems };
  if (!Array.isArray(raw))
    return { blocks, problems: ["acf.blocks is not a list (expected ACF flexible content); no blocks rendered"] };
  if (raw.length > contentLimits.blocksPerPage) {
    problems.push(
      `${raw.length} blocks, more than a page shows (${contentLimits.blocksPerPage}); the first ${contentLimits.blocksPerPage} rendered`,
    );
  }
  const unknown = new Set<string>();
  raw.slice(0, contentLimits.blocksPerPage).forEach((item: unknown, index) => {
    const layout = isRecord(item) && typeof item.acf_fc_layout === "string" ? item.acf_fc_layout : undefined;
    if (layout === undefined) {
      problems.push(`block #${index + 1} has no acf_fc_layout (expected a flexible content layout); dropped`);
      return;
    }
    const definition = byType.get(layout);
    if (!definition) {
      if (!unknown.has(layout))
        problems.push(
          `unknown block type "${layout}" (first at block #${index + 1}; the known layouts are in docs/blocks.md); skipped`,
        );
      unknown.add(layout);
      return;
    }
    const block = toBlock(definition, item, context, `${layout}-${index}`);
    if ("error" in block) {
      problems.push(`block #${index + 1} "${layout}" dropped, bad fields: ${block.error}`);
      return;
    }
    blocks.push(block.value);
  });
  return { blocks, problems };
}

/** `readBlocks`, each problem logged with `where` (the page) in front. */
export function parseBlocks(
  raw: unknown,
  context: BlockContext,
  where: string,
  log: BlockLog = logger("wordpress"),
): Block[] {
  const { blocks, problems } = readBlocks(raw, context);
  for (const problem of problems) log.warn(`[blocks] ${where}: ${problem}`);
  return blocks;
}

/** The fields schema of a block type (its ACF layout), or undefined for a layout the site does not render. */
export function blockFieldsSchema(type: string): z.ZodType | undefined {
  return byType.get(type)?.fields as z.ZodType | undefined;
}

/** One reason a block is dropped: the field (dotted path, `(fields)` for the block itself) and what was expected. */
export interface BlockFieldProblem {
  path: string;
  message: string;
}

/**
 * Why a raw block would not render, field by field (empty when it renders): the same schema
 * `parseBlocks` applies, for the WordPress check (lib/wordpress/contract/check.ts).
 */
export function blockFieldProblems(item: Record<string, unknown> & { acf_fc_layout: string }): BlockFieldProblem[] {
  const schema = blockFieldsSchema(item.acf_fc_layout);
  if (!schema) return [];
  const parsed = schema.safeParse(item);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({ path: issue.path.join(".") || "(fields)", message: issue.message }));
}

function toBlock(
  definition: Definition,
  item: unknown,
  context: BlockContext,
  key: string,
): { value: Block } | { error: string } {
  const parsed = (definition.fields as z.ZodType).safeParse(item);
  if (!parsed.success) {
    return {
      error: parsed.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.length > 0 ? `field ${issue.path.join(".")}` : "its fields"}: ${issue.message}`)
        .join("; "),
    };
  }
  try {
    const props = (definition.toProps as (fields: unknown, context: BlockContext) => object)(parsed.data, context);
    return { value: { type: definition.type, key, ...props } as Block };
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
