import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfSelect, requiredText } from "./fields.ts";

/** A highlighted call to action: a kicker, a title, some text, an image and one link, on a coloured panel. */
export const pushBlock = defineBlock(
  "push_block",
  z.object({
    kicker: acfText,
    title: requiredText,
    text: acfText,
    image: acfImage,
    link: acfLink,
    theme: acfSelect(["navy", "gold", "pale"], "navy"),
  }),
  (fields, { html, links, text }) => ({
    kicker: text(fields.kicker),
    title: text(fields.title),
    html: fields.text ? html(fields.text) : "",
    image: toImage(fields.image, links),
    link: toLink(fields.link, links),
    theme: fields.theme,
  }),
);
