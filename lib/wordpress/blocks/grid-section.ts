import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, acfSelect, requiredText } from "./fields.ts";

/** A titled section of cards in 2, 3 or 4 columns: image, title, text, optional link each. */
export const gridSection = defineBlock(
  "grid_section",
  z.object({
    title: acfText,
    intro: acfText,
    columns: acfSelect(["2", "3", "4"], "3"),
    items: acfRepeater(
      z.object({
        image: acfImage,
        title: requiredText,
        text: acfText,
        link: acfLink,
      }),
      { max: 24 },
    ),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    intro: text(fields.intro),
    columns: Number(fields.columns) as 2 | 3 | 4,
    items: fields.items.map((item) => ({
      image: toImage(item.image, links),
      title: text(item.title),
      text: text(item.text),
      link: toLink(item.link, links),
    })),
  }),
);
