import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";

/** Key figures as written (“120 000”, “2e”, “3 h”), each with a label and an optional detail, beside a text. */
export const keyNumbers = defineBlock(
  "key_numbers",
  z.object({
    title: acfText,
    text: acfText,
    numbers: acfRepeater(
      z.object({
        number: requiredText,
        label: requiredText,
        detail: acfText,
      }),
      { max: 8 },
    ),
  }),
  (fields, { html, text }) => ({
    title: text(fields.title),
    html: fields.text ? html(fields.text) : "",
    numbers: fields.numbers.map((item) => ({
      number: text(item.number),
      label: text(item.label),
      detail: text(item.detail),
    })),
  }),
);
