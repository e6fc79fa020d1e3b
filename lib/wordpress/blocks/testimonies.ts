import { z } from "zod";
import { acfImage, acfText, toImage } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";

/** Quotes from people of the community, one at a time in a slider. */
export const testimonies = defineBlock(
  "testimonies",
  z.object({
    title: acfText,
    testimonies: acfRepeater(
      z.object({
        quote: requiredText,
        name: requiredText,
        role: acfText,
        image: acfImage,
      }),
      { max: 12 },
    ),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    testimonies: fields.testimonies.map((item) => ({
      quote: text(item.quote),
      name: text(item.name),
      role: text(item.role),
      image: toImage(item.image, links),
    })),
  }),
);
