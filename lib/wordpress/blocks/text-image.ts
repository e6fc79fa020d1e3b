import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** Text beside an image, the image on the left or the right. */
export const textImage = defineBlock(
  "text_image",
  z.object({
    title: acfText,
    text: z.string().min(1),
    image: acfImage,
    image_position: z.enum(["left", "right"]).catch("right"),
    link: acfLink,
  }),
  (fields, { html, text, links }) => ({
    title: text(fields.title),
    html: html(fields.text),
    image: toImage(fields.image, links),
    imagePosition: fields.image_position,
    link: toLink(fields.link, links),
  }),
);
