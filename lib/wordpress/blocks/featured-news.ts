import { z } from "zod";
import { acfLink, acfText, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfChoice } from "./fields.ts";

/** ACF number fields come back as numbers or numeric strings; an empty one (`""`, `null`) is the default, 3. */
const count = z.preprocess(
  (value) => (value === "" || value === null || value === false ? undefined : value),
  z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().min(1).max(12))
    .optional()
    .transform((value) => value ?? 3),
);

/** The latest news, the next events, or both: one large card and the following ones beside it. */
export const featuredNews = defineBlock(
  "featured_news",
  z.object({
    title: z.string().min(1),
    text: acfText,
    kind: acfChoice(["news", "event", "all"], "news"),
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
