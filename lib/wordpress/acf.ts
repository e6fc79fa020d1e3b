// ACF field conventions shared by blocks and options: image arrays, link arrays, repeaters.
import { z } from "zod";
import { isSafeHref } from "../security/urls.ts";
import { contentProblems, type ContentProblems } from "./content-problems.ts";
import type { LinkRewriter } from "./links.ts";
import { cutText, toText } from "./html.ts";
import type { Image, Link } from "./values.ts";

const dimension = z.union([z.number(), z.string().regex(/^\d+$/).transform(Number)]).pipe(z.number().int().positive());

/** An ACF image field (return format "array"); `false`, `null` or `""` when empty. */
export const acfImage = z
  .union([
    z.looseObject({ url: z.string().min(1), alt: z.string().catch(""), width: dimension, height: dimension }),
    z.literal(false),
    z.literal(""),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null);
export type AcfImage = z.output<typeof acfImage>;

/**
 * An ACF image field returned as an array or as its URL alone (return format "url"): the URL
 * gets no alternative text and `size` as its dimensions (the box it shows in sets its shape).
 */
export function acfImageOrUrl(size: { width: number; height: number }) {
  return z
    .union([
      z
        .string()
        .trim()
        .min(1)
        .transform((url) => ({ url, alt: "", ...size })),
      acfImage,
    ])
    .optional()
    .transform((value) => value ?? null);
}

/** An ACF link field (return format "array"); `""` or `null` when empty. */
export const acfLink = z
  .union([
    z.looseObject({ title: z.string().catch(""), url: z.string().min(1), target: z.string().catch("") }),
    z.literal(""),
    z.literal(false),
    z.null(),
  ])
  .optional()
  .transform((value) => value || null);
export type AcfLink = z.output<typeof acfLink>;

/** A WYSIWYG or text field: a string, or empty when ACF sends null/false. */
export const acfText = z
  .union([z.string(), z.null(), z.literal(false)])
  .optional()
  .transform((value) => value || "");

/**
 * An image field → the image shown, or null when it is empty or its address is not a file of
 * WordPress's media library (media.ts): then the field reads as empty (a block shows without its
 * image, or is dropped when the image is required) and the address is recorded as a content
 * problem, logged once and listed by /api/ready.
 */
export function toImage(
  image: AcfImage,
  links: LinkRewriter,
  problems: ContentProblems = contentProblems(),
): Image | null {
  if (!image) return null;
  const media = links.toMedia(image.url);
  if ("refused" in media) {
    problems.record(`image ${JSON.stringify(cutText(image.url, 200))}`, "refused", [`${media.refused}; not shown`]);
    return null;
  }
  return { src: media.src, alt: toText(image.alt), width: image.width, height: image.height };
}

export function toLink(link: AcfLink, links: LinkRewriter): Link | null {
  if (!link) return null;
  const href = links.toSite(link.url);
  const label = toText(link.title);
  // A javascript: (or data:, vbscript:) link from the CMS is dropped, not rendered.
  if (!label || !isSafeHref(href)) return null;
  return {
    label,
    href,
    external: /^https?:\/\//i.test(href) && !links.isCmsPage(link.url),
    newTab: link.target === "_blank",
  };
}

/**
 * An ACF relationship or post object field (multiple): post ids (return format "Post ID") or
 * post objects with their `ID` (return format "Post Object"); `""`, `false` or `null` when empty.
 */
export const acfRelationship = z
  .union([
    z.array(
      z.union([
        z.number().int().positive(),
        z.string().regex(/^\d+$/).transform(Number),
        z.looseObject({ ID: z.number().int().positive() }).transform((post) => post.ID),
      ]),
    ),
    z.literal(""),
    z.literal(false),
    z.null(),
  ])
  .optional()
  .transform((value) => value || []);
