import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredText } from "./fields.ts";

/** A text whose opening is always shown and whose rest opens with a “Read more” button. */
export const readMoreWrapper = defineBlock(
  "read-more-wrapper",
  z.object({
    title: acfText,
    intro: requiredText,
    content: requiredText,
    more_label: acfText,
    less_label: acfText,
  }),
  (fields, { html, text }) => ({
    title: text(fields.title),
    introHtml: html(fields.intro),
    html: html(fields.content),
    moreLabel: text(fields.more_label),
    lessLabel: text(fields.less_label),
  }),
);
