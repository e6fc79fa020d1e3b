import { z } from "zod";
import { acfText } from "../acf.ts";
import { defineBlock } from "./define.ts";
import { acfRepeater, requiredText } from "./fields.ts";
import { socialNetworks, type SocialNetwork } from "../social-networks.ts";

const fields = z.object({
  title: requiredText,
  text: acfText,
  networks: acfRepeater(
    z.object({
      network: z.enum([...socialNetworks, "website"]).catch("website"),
      url: z.string().regex(/^(https?:\/\/|mailto:)\S+$/i, "must be an http(s) or mailto: address"),
    }),
    { max: 8 },
  ),
});

/**
 * Social links that stay at hand: in the page where the block stands, then docked to the side of
 * wide screens while the reader scrolls. The same block has two layout names (`sticky_social`
 * and `sticky-social`) for historical reasons; both render the same way.
 */
function stickySocialBlock<const Type extends "sticky_social" | "sticky-social">(type: Type) {
  return defineBlock(type, fields, (value, { text }) => ({
    title: text(value.title),
    text: text(value.text),
    networks: value.networks.map((row) => ({ network: row.network as SocialNetwork, url: row.url })),
  }));
}

export const stickySocial = stickySocialBlock("sticky_social");
export const stickySocialHyphen = stickySocialBlock("sticky-social");
