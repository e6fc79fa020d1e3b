// Field conventions blocks share on top of acf.ts: required images and links, repeaters, numbers
// and selects. ACF sends an empty repeater as `false` (or `""`/`null`), an empty image as `false`,
// an empty link as `""`; required fields turn those into a schema failure (the block is dropped).
import { z } from "zod";
import { acfImage, acfLink, toLink, type AcfLink } from "../acf.ts";
import type { LinkRewriter } from "../links.ts";
import type { Link } from "../values.ts";

/** A required text field: a non-blank string. */
export const requiredText = z.string().refine((value) => value.trim().length > 0, { message: "must not be empty" });

/** An ACF image field the block cannot do without. */
export const requiredImage = acfImage.transform((image, context) => {
  if (image === null) {
    context.addIssue({ code: "custom", message: "an image is required" });
    return z.NEVER;
  }
  return image;
});

/** An ACF link field the block cannot do without. */
export const requiredLink = acfLink.transform((link, context) => {
  if (link === null) {
    context.addIssue({ code: "custom", message: "a link is required" });
    return z.NEVER;
  }
  return link;
});

/**
 * A required link as the site shows it (toLink): one the site would not show (no title, an unsafe
 * address) is an error, and the block is dropped.
 */
export function toRequiredLink(link: AcfLink, links: LinkRewriter, block: string): Link {
  const shown = toLink(link, links);
  if (!shown) throw new Error(`${block} needs a link with a title`);
  return shown;
}

/** An ACF repeater: its rows as an array; empty (`false`, `""`, `null`) counts as no rows. */
export function acfRepeater<Row extends z.ZodType>(
  row: Row,
  { min = 1, max = 50 }: { min?: number; max?: number } = {},
) {
  return z.preprocess(
    (value) => (value === false || value === "" || value === null || value === undefined ? [] : value),
    z.array(row).min(min).max(max),
  );
}

/** An ACF number field: a number, or the numeric string ACF sometimes returns. */
export const acfNumber = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ])
  .pipe(z.number().finite());

/** An ACF select field with a default when the value is missing or unknown. */
export function acfSelect<const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
) {
  return z.enum(values).catch(fallback);
}

/**
 * An ACF select field the block needs a known value of: empty (`""`, `null`, `false`: a field never
 * saved) is the default, an unknown value fails the schema (the block is dropped).
 */
export function acfChoice<const Values extends readonly [string, ...string[]]>(
  values: Values,
  fallback: Values[number],
) {
  return z.preprocess(
    (value) => (value === "" || value === null || value === false ? undefined : value),
    z
      .enum(values)
      .optional()
      .transform((value) => value ?? fallback),
  );
}
