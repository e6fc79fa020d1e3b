import { z } from "zod";
import { acfLink, acfRelationship, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** Two items side by side: the chosen ones, else the latest news and the next event. */
export const duoNews = defineBlock(
  "duo_news",
  z.object({
    title: z.string().min(1),
    items: acfRelationship,
    link: acfLink,
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    ids: fields.items,
    link: toLink(fields.link, links),
  }),
);
