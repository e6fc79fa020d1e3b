import { z } from "zod";
import { acfImage, acfLink, acfText, toImage, toLink } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";

/** Cards of people: photo, name, job title, a few words, an e-mail address and a link. */
export const teamMemberCard = defineBlock(
  "team-member-card",
  z.object({
    title: acfText,
    intro: acfText,
    members: acfRepeater(
      z.object({
        photo: acfImage,
        name: requiredText,
        job_title: acfText,
        text: acfText,
        email: z
          .union([z.email(), z.literal(""), z.null(), z.literal(false)])
          .optional()
          .transform((value) => value || ""),
        link: acfLink,
      }),
      { max: 24 },
    ),
  }),
  (fields, { links, text }) => ({
    title: text(fields.title),
    intro: text(fields.intro),
    members: fields.members.map((member) => ({
      photo: toImage(member.photo, links),
      name: text(member.name),
      jobTitle: text(member.job_title),
      text: text(member.text),
      email: member.email,
      link: toLink(member.link, links),
    })),
  }),
);
