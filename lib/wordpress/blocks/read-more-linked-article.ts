import { z } from "zod";
import { acfImage, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { requiredLink, requiredText } from "./fields.ts";

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
    const link = toLink(fields.link, links);
    if (!link) throw new Error("read-more-linked-article needs a link with a title");
    return {
      label: text(fields.label),
      title: text(fields.title),
      text: text(fields.text),
      image: toImage(fields.image, links),
      link,
    };
  },
);
