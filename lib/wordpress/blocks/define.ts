// A block is an ACF flexible-content layout: its fields (one zod schema, the single written
// record of the layout's shape) and how they become the props its component receives.
import type { z } from "zod";
import type { Language } from "../../../config/site.ts";
import type { LinkRewriter } from "../links.ts";

export interface BlockContext {
  links: LinkRewriter;
  /** The language of the content being mapped, when known: text and HTML are typeset for it. */
  language?: Language;
  /** Sanitised, link-rewritten HTML (its text nodes typeset for the language). */
  html(value: string): string;
  /** Plain text from a CMS string (typeset for the language). */
  text(value: string): string;
}

export interface BlockDefinition<Type extends string, Schema extends z.ZodType, Props> {
  /** The ACF layout name (`acf_fc_layout`), also the block's `data-block`. */
  type: Type;
  fields: Schema;
  toProps(fields: z.output<Schema>, context: BlockContext): Props;
}

export function defineBlock<Type extends string, Schema extends z.ZodType, Props>(
  type: Type,
  fields: Schema,
  toProps: (fields: z.output<Schema>, context: BlockContext) => Props,
): BlockDefinition<Type, Schema, Props> {
  return { type, fields, toProps };
}
