import { z } from "zod";
import { acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredImage, requiredText } from "./fields.ts";

/** A row of image slides with a title, a line of text and an optional link each. */
export const carousel = defineBlock(
  "carousel",
  z.object({
    title: acfText,
    intro: acfText,
    slides: acfRepeater(
      z.object({
        image: requiredImage,
        title: requiredText,
        text: acfText,
        link: acfLink,
      }),
      { max: 20 },
    ),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    intro: text(fields.intro),
    slides: fields.slides.map((slide) => {
      const image = toImage(slide.image, links);
      if (!image) throw new Error("carousel slide without an image");
      return { image, title: text(slide.title), text: text(slide.text), link: toLink(slide.link, links) };
    }),
  }),
);
