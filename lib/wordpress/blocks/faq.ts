// The question/answer repeater shared by the FAQ blocks (image_faq, faq-list).
import { z } from "zod";
import type { BlockContext } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";

export const faqQuestions = acfRepeater(z.object({ question: requiredText, answer: requiredText }), { max: 40 });

export interface Question {
  question: string;
  /** Sanitised HTML. */
  html: string;
}

export function toQuestions(rows: z.output<typeof faqQuestions>, { html, text }: BlockContext): Question[] {
  return rows.map((row) => ({ question: text(row.question), html: html(row.answer) }));
}
