import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredLink, requiredText, toRequiredLink } from "./fields.ts";

/** One prominent link across the page: a title, a line of text, an arrow. */
export const pushLink = defineBlock(
  "push_link",
  z.object({
    title: requiredText,
    text: acfText,
    link: requiredLink,
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    text: text(fields.text),
    link: toRequiredLink(fields.link, links, "push_link"),
  }),
);
