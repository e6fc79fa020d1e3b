import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** Opening banner: headline, one short line, an image, at most two calls to action. */
export const hero = defineBlock(
  "hero",
  z.object({
    title: z.string().min(1),
    subtitle: acfText,
    image: acfImage,
    primary_link: acfLink,
    secondary_link: acfLink,
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    subtitle: text(fields.subtitle),
    image: toImage(fields.image, links),
    links: [toLink(fields.primary_link, links), toLink(fields.secondary_link, links)].filter((link) => link !== null),
  }),
);
