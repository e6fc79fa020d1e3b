import { z } from "zod";
import { acfLink, acfRelationship, acfText, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** A grid of member organisations with their logos: the chosen ones, or all of them. */
export const societies = defineBlock(
  "societies",
  z.object({
    title: z.string().min(1),
    text: acfText,
    societies: acfRelationship,
    link: acfLink,
  }),
  (fields, { html, links, text }) => ({
    title: text(fields.title),
    html: html(fields.text),
    ids: fields.societies,
    link: toLink(fields.link, links),
  }),
);
