import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** A run of rich text with an optional heading. */
export const paragraph = defineBlock(
  "paragraph",
  z.object({
    title: acfText,
    text: z.string().min(1),
  }),
  (fields, { html, text }) => ({
    title: text(fields.title),
    html: html(fields.text),
  }),
);
