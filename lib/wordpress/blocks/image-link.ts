import { z } from "zod";
import { acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredImage, requiredLink, requiredText } from "./fields.ts";

/** A wide image that is one link, with a title and a line of text over it. */
export const imageLink = defineBlock(
  "image_link",
  z.object({
    title: requiredText,
    text: acfText,
    image: requiredImage,
    link: requiredLink,
  }),
  (fields, { links, text }) => {
    const link = toLink(fields.link, links);
    const image = toImage(fields.image, links);
    if (!link || !image) throw new Error("image_link needs an image and a link with a title");
    return { title: text(fields.title), text: text(fields.text), image, link };
  },
);
