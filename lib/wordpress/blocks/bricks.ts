import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";

/** A wall of tiles of different weights: a short title, a line of text, an optional image and link each. */
export const bricks = defineBlock(
  "bricks",
  z.object({
    title: acfText,
    intro: acfText,
    bricks: acfRepeater(
      z.object({
        title: requiredText,
        text: acfText,
        image: acfImage,
        link: acfLink,
      }),
      { max: 12 },
    ),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    intro: text(fields.intro),
    bricks: fields.bricks.map((brick) => ({
      title: text(brick.title),
      text: text(brick.text),
      image: toImage(brick.image, links),
      link: toLink(brick.link, links),
    })),
  }),
);
