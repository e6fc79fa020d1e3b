import { z } from "zod";
import { acfLink, acfText, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** ACF number fields come back as numbers or numeric strings. */
const count = z
  .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
  .pipe(z.number().int().min(1).max(12))
  .optional()
  .transform((value) => value ?? 3);

/** The latest news, the next events, or both: one large card and the following ones beside it. */
export const featuredNews = defineBlock(
  "featured_news",
  z.object({
    title: z.string().min(1),
    text: acfText,
    kind: z.enum(["news", "event", "all"]).optional().transform((value) => value ?? "news"),
    count,
    link: acfLink,
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    intro: text(fields.text),
    kind: fields.kind,
    count: fields.count,
    link: toLink(fields.link, links),
  }),
);
