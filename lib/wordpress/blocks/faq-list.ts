import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { faqQuestions, toQuestions } from "./faq.ts";

/** A list of questions, each opening onto its answer. */
export const faqList = defineBlock(
  "faq-list",
  z.object({
    title: acfText,
    intro: acfText,
    questions: faqQuestions,
  }),
  (fields, context) => ({
    title: context.text(fields.title),
    intro: context.text(fields.intro),
    questions: toQuestions(fields.questions, context),
  }),
);
