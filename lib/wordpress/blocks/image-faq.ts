import { z } from "zod";
import { acfText, toImage } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { faqQuestions, toQuestions } from "./faq.ts";
import { requiredImage, requiredText } from "./fields.ts";

/** Questions and answers beside an image. */
export const imageFaq = defineBlock(
  "image_faq",
  z.object({
    title: requiredText,
    intro: acfText,
    image: requiredImage,
    questions: faqQuestions,
  }),
  (fields, context) => {
    const image = toImage(fields.image, context.links);
    if (!image) throw new Error("image_faq without an image");
    return {
      title: context.text(fields.title),
      intro: context.text(fields.intro),
      image,
      questions: toQuestions(fields.questions, context),
    };
  },
);
