// Draws the site's icons from the header's mark (a navy square, its lower-right half gold):
// app/icon.png (96×96), app/apple-icon.png (180×180), app/favicon.ico (32×32, for browsers that
// ask for /favicon.ico) and public/social-default.png (1200×628, the sharing preview of pages
// whose Yoast data has no image). Run `node scripts/generate-icons.ts` after changing the design;
// the results are committed (nothing is drawn at build or run time). Uses sharp, which Next.js
// installs for image optimisation.
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { socialImage, themeColor } from "../config/site.ts";

const gold = "#ffb81c";
const root = new URL("..", import.meta.url);

function mark(size: number, radius: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <clipPath id="r"><rect width="${size}" height="${size}" rx="${radius}"/></clipPath>
  <g clip-path="url(#r)"><rect width="${size}" height="${size}" fill="${themeColor}"/><polygon points="${size},0 ${size},${size} 0,${size}" fill="${gold}"/></g>
</svg>`;
}

function social(): string {
  const { width, height } = socialImage;
  const lines = Array.from({ length: 9 }, (_, i) => {
    const r = 120 + i * 70;
    return `<circle cx="${width - 80}" cy="${height + 40}" r="${r}" fill="none" stroke="${i % 3 === 0 ? gold : "#1f4d75"}" stroke-width="${i % 3 === 0 ? 6 : 3}" opacity="${1 - i * 0.08}"/>`;
  }).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="${themeColor}"/>${lines}
  <g transform="translate(96 96)"><rect width="160" height="160" rx="16" fill="#0b2a45"/><polygon points="160,0 160,160 0,160" fill="${gold}"/></g>
  <rect x="96" y="${height - 120}" width="420" height="12" rx="6" fill="${gold}"/>
</svg>`;
}

/** A .ico holding one PNG (every browser since 2010 reads PNG inside ICO). */
function ico(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // offset of the image
  return Buffer.concat([header, png]);
}

const png = (svg: string) => sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
await writeFile(new URL("app/icon.png", root), await png(mark(96, 12)));
await writeFile(new URL("app/apple-icon.png", root), await png(mark(180, 0)));
await writeFile(new URL("app/favicon.ico", root), ico(await png(mark(32, 4)), 32));
await writeFile(new URL("public/social-default.png", root), await png(social()));
console.log("icons written: app/icon.png, app/apple-icon.png, app/favicon.ico, public/social-default.png");
