import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfNumber, acfRepeater, requiredText } from "./fields.ts";

/** Figures that count up once they come into view (the final figure without JavaScript or motion). */
export const counter = defineBlock(
  "counter",
  z.object({
    title: acfText,
    intro: acfText,
    counters: acfRepeater(
      z.object({
        value: acfNumber,
        prefix: acfText,
        suffix: acfText,
        label: requiredText,
      }),
      { max: 6 },
    ),
  }),
  (fields, { text }) => ({
    title: text(fields.title),
    intro: text(fields.intro),
    counters: fields.counters.map((item) => ({
      value: item.value,
      prefix: text(item.prefix),
      suffix: text(item.suffix),
      label: text(item.label),
    })),
  }),
);
