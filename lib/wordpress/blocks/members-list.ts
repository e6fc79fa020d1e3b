import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfChoice } from "./fields.ts";

/** Every member organisation in a compact list, grouped by field of study or by place. */
export const membersList = defineBlock(
  "members-list",
  z.object({
    title: z.string().min(1),
    text: acfText,
    group_by: acfChoice(["field", "place"], "field"),
  }),
  (fields, { html, text }) => ({
    title: text(fields.title),
    html: html(fields.text),
    groupBy: fields.group_by,
  }),
);
