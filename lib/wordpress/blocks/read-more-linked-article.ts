import { z } from "zod";
import { acfImage, acfText, toImage } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredLink, requiredText, toRequiredLink } from "./fields.ts";

/** A teaser card pointing to another article or page: a label (“Read also”), its title, a summary and an image. */
export const readMoreLinkedArticle = defineBlock(
  "read-more-linked-article",
  z.object({
    label: acfText,
    title: requiredText,
    text: acfText,
    image: acfImage,
    link: requiredLink,
  }),
  (fields, { links, text }) => {
    // The link first: a block dropped for its link records nothing about its image.
    const link = toRequiredLink(fields.link, links, "read-more-linked-article");
    return {
      label: text(fields.label),
      title: text(fields.title),
      text: text(fields.text),
      image: toImage(fields.image, links),
      link,
    };
  },
);
