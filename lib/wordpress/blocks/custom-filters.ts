import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";

/** The news and events list with its three filters (field of study, type, place) in the URL query. */
export const customFilters = defineBlock(
  "custom_filters",
  z.object({
    title: acfText,
    text: acfText,
  }),
  (fields, { html, text }) => ({
    title: text(fields.title),
    html: html(fields.text),
  }),
);
