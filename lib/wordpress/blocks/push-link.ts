import { z } from "zod";
import { acfText, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredLink, requiredText } from "./fields.ts";

/** One prominent link across the page: a title, a line of text, an arrow. */
export const pushLink = defineBlock(
  "push_link",
  z.object({
    title: requiredText,
    text: acfText,
    link: requiredLink,
  }),
  (fields, { links, text }) => {
    const link = toLink(fields.link, links);
    if (!link) throw new Error("push_link needs a link with a title");
    return { title: text(fields.title), text: text(fields.text), link };
  },
);
