// ACF image arrays and inline <img> markup for the demo images, from the catalog (alt text,
// titles) and the manifest written by scripts/generate-images.ts (files, sizes, byte counts).

import { readFileSync } from "node:fs";
import type { JsonObject } from "../lib/json.ts";
import { MEDIA, WP_SIZES } from "./media-catalog.ts";
import type { MediaDef } from "./media-catalog.ts";
import { ORIGIN } from "./site.ts";
import type { Lang } from "./site.ts";

interface FileEntry {
  file: string;
  width: number;
  height: number;
  filesize: number;
}
interface ManifestImage extends FileEntry {
  sizes: Record<string, FileEntry>;
}

const manifest = JSON.parse(readFileSync(new URL("./media-manifest.json", import.meta.url), "utf8")) as {
  images: Record<string, ManifestImage>;
};

export type MediaName = string;

/** Polylang translates media: each image is one attachment per language. */
const ATTACHMENT_BASE: Record<Lang, number> = { fr: 600, en: 700 };

/** The date the demo images were uploaded (they live in uploads/2026/11). */
const UPLOADED = (index: number): string =>
  `2026-11-${String(2 + (index % 9)).padStart(2, "0")} ${String(9 + (index % 8)).padStart(2, "0")}:${String((index * 7) % 60).padStart(2, "0")}:00`;

function lookup(name: MediaName): { def: MediaDef; index: number; file: ManifestImage } {
  const index = MEDIA.findIndex((def) => def.name === name);
  const def = MEDIA[index];
  const file = manifest.images[name];
  if (!def || !file) throw new Error(`Unknown demo image "${name}" (run: npx node cms/scripts/generate-images.ts)`);
  return { def, index, file };
}

export function attachmentId(name: MediaName, lang: Lang): number {
  return ATTACHMENT_BASE[lang] + lookup(name).index;
}

export const uploadUrl = (file: string): string => `${ORIGIN}/wp-content/uploads/${file}`;

/** The ACF "image" field value (return format: array), exactly as ACF 6 builds it. */
export function acfImage(name: MediaName, lang: Lang): JsonObject {
  const { def, index, file } = lookup(name);
  const id = ATTACHMENT_BASE[lang] + index;
  const filename = file.file.split("/").pop() ?? file.file;
  const sizes: JsonObject = {};
  for (const size of WP_SIZES) {
    const entry = file.sizes[size.name] ?? file;
    sizes[size.name] = uploadUrl(entry.file);
    sizes[`${size.name}-width`] = entry.width;
    sizes[`${size.name}-height`] = entry.height;
  }
  const date = UPLOADED(index);
  return {
    ID: id,
    id,
    title: def.title[lang],
    filename,
    filesize: file.filesize,
    url: uploadUrl(file.file),
    link: `${ORIGIN}/?attachment_id=${id}`,
    alt: def.alt[lang],
    author: "1",
    description: "",
    caption: "",
    name: lang === "fr" ? def.name : `${def.name}-2`,
    status: "inherit",
    uploaded_to: 0,
    date,
    modified: date,
    menu_order: 0,
    mime_type: "image/webp",
    type: "image",
    subtype: "webp",
    icon: `${ORIGIN}/wp-includes/images/media/default.png`,
    width: file.width,
    height: file.height,
    sizes,
  };
}

/** Original dimensions and URL (for Yoast's og:image and schema). */
export function imageInfo(name: MediaName): { url: string; width: number; height: number } {
  const { file } = lookup(name);
  return { url: uploadUrl(file.file), width: file.width, height: file.height };
}

/**
 * An inline image as the block editor renders it: <figure class="wp-block-image size-large">
 * with width/height of the "large" size, srcset over every same-ratio size and the original.
 */
export function figureHtml(name: MediaName, lang: Lang, caption?: string): string {
  const { def, index, file } = lookup(name);
  const id = ATTACHMENT_BASE[lang] + index;
  const large = file.sizes.large ?? file;
  const candidates = [
    ...WP_SIZES.filter((s) => s.name !== "thumbnail").flatMap((s) =>
      file.sizes[s.name] ? [file.sizes[s.name] as FileEntry] : [],
    ),
    file,
  ];
  const srcset = candidates.map((c) => `${uploadUrl(c.file)} ${c.width}w`).join(", ");
  const alt = def.alt[lang].replace(/"/g, "&quot;");
  const img = `<img decoding="async" width="${large.width}" height="${large.height}" src="${uploadUrl(large.file)}" alt="${alt}" class="wp-image-${id}" srcset="${srcset}" sizes="(max-width: ${large.width}px) 100vw, ${large.width}px" />`;
  const figcaption = caption ? `<figcaption class="wp-element-caption">${caption}</figcaption>` : "";
  return `<figure class="wp-block-image size-large">${img}${figcaption}</figure>`;
}
