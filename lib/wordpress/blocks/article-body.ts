import { z } from "zod";
import { defineBlock } from "./define.ts";

/** The long-form body of an article or page. */
export const articleBody = defineBlock(
  "article_body",
  z.object({
    content: z.string().min(1),
  }),
  (fields, { html }) => ({
    html: html(fields.content),
  }),
);
