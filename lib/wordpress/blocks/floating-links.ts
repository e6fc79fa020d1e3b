import { z } from "zod";
import { toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredLink, requiredText } from "./fields.ts";

/** Quick links shown where the block stands, then floating at the bottom of the screen once scrolled past. */
export const floatingLinks = defineBlock(
  "floating_links",
  z.object({
    title: requiredText,
    links: acfRepeater(z.object({ link: requiredLink }), { max: 5 }),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    links: fields.links.map((row) => toLink(row.link, links)).filter((link) => link !== null),
  }),
);
