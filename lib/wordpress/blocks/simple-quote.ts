import { z } from "zod";
import { acfImage, acfText, toImage } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredText } from "./fields.ts";

/** A quotation set large, with who said it. */
export const simpleQuote = defineBlock(
  "simple-quote",
  z.object({
    quote: requiredText,
    author: acfText,
    role: acfText,
    image: acfImage,
  }),
  (fields, { links, text }) => ({
    quote: text(fields.quote),
    author: text(fields.author),
    role: text(fields.role),
    image: toImage(fields.image, links),
  }),
);
