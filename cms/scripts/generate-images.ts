// Draws the demo images locally (nothing is downloaded): pictures of their subjects and abstract
// compositions in the site's palette, rendered from SVG to WebP with sharp, in the original size plus the sizes
// WordPress would make (thumbnail 150x150 cropped, medium, medium_large, large, 1536x1536).
// Writes cms/uploads/2026/11/*.webp and cms/content/media-manifest.json.
//
//   npx node cms/scripts/generate-images.ts
//
// Deterministic: the same catalog gives the same drawings.

import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import type { Sharp } from "sharp";
import { KIND_SIZE, MEDIA, WP_SIZES, sizeFor } from "../content/media-catalog.ts";
import type { MediaDef, Person, SceneItem } from "../content/media-catalog.ts";
import { drawScene } from "./scene.ts";

const CMS_DIR = path.resolve(import.meta.dirname, "..");
const SUBDIR = "2026/11";
const OUT_DIR = path.join(CMS_DIR, "uploads", SUBDIR);
const MANIFEST = path.join(CMS_DIR, "content", "media-manifest.json");
/** WebP, as WordPress 6 makes it for WebP uploads: flat drawings weigh half their JPEG. */
const QUALITY = 80;

type Rnd = () => number;

function mulberry32(seed: number): Rnd {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const f = (n: number): string => n.toFixed(1);

interface Ctx {
  w: number;
  h: number;
  c: (i: number) => string;
  r: Rnd;
  v: number;
  person?: Person | undefined;
  scene?: SceneItem[] | undefined;
}

const between = (r: Rnd, min: number, max: number): number => min + r() * (max - min);

const motifs: Record<MediaDef["motif"], (x: Ctx) => string> = {
  rivers({ w, h, c }) {
    const meet = { x: w * 0.6, y: h * 0.52 };
    const flow: string[] = [];
    for (let i = 0; i < 9; i++) {
      const dy = (i - 4) * h * 0.045;
      flow.push(
        `<path d="M ${f(meet.x)} ${f(meet.y + dy)} C ${f(w * 0.75)} ${f(meet.y + dy + h * 0.04)}, ${f(w * 0.86)} ${f(meet.y + dy - h * 0.08)}, ${f(w + 40)} ${f(meet.y + dy - h * 0.02)}" stroke="${c(3)}" stroke-width="${f(h * 0.02)}" fill="none" opacity="${f(0.25 + (i % 3) * 0.2)}"/>`,
      );
    }
    return [
      `<circle cx="${f(w * 0.86)}" cy="${f(h * 0.2)}" r="${f(h * 0.1)}" fill="${c(1)}" opacity="0.18"/>`,
      ...flow,
      `<path d="M -60 ${f(h * 0.12)} C ${f(w * 0.28)} ${f(h * 0.05)}, ${f(w * 0.36)} ${f(h * 0.5)}, ${f(meet.x)} ${f(meet.y)}" stroke="${c(1)}" stroke-width="${f(h * 0.075)}" stroke-linecap="round" fill="none"/>`,
      `<path d="M -60 ${f(h * 0.96)} C ${f(w * 0.3)} ${f(h * 0.98)}, ${f(w * 0.4)} ${f(h * 0.55)}, ${f(meet.x)} ${f(meet.y)}" stroke="${c(2)}" stroke-width="${f(h * 0.06)}" stroke-linecap="round" fill="none"/>`,
      `<circle cx="${f(meet.x)}" cy="${f(meet.y)}" r="${f(h * 0.05)}" fill="${c(1)}"/>`,
    ].join("");
  },
  campus({ w, h, c, r }) {
    const out = [`<circle cx="${f(w * 0.78)}" cy="${f(h * 0.3)}" r="${f(h * 0.16)}" fill="${c(4)}"/>`];
    const ground = h * 0.82;
    let x = w * 0.04;
    while (x < w * 0.96) {
      const bw = between(r, w * 0.07, w * 0.15);
      const bh = between(r, h * 0.2, h * 0.55);
      const col = c(1 + Math.floor(r() * 3));
      out.push(`<rect x="${f(x)}" y="${f(ground - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${col}"/>`);
      if (r() < 0.35) {
        out.push(
          `<polygon points="${f(x)},${f(ground - bh)} ${f(x + bw / 2)},${f(ground - bh - bw * 0.4)} ${f(x + bw)},${f(ground - bh)}" fill="${col}"/>`,
        );
      }
      for (let wy = ground - bh + h * 0.05; wy < ground - h * 0.06; wy += h * 0.07) {
        for (let wx = x + bw * 0.15; wx < x + bw * 0.8; wx += bw * 0.25) {
          out.push(
            `<rect x="${f(wx)}" y="${f(wy)}" width="${f(bw * 0.12)}" height="${f(h * 0.03)}" fill="${c(0)}" opacity="${r() < 0.2 ? 1 : 0.35}"/>`,
          );
        }
      }
      x += bw + between(r, w * 0.005, w * 0.02);
    }
    out.push(`<rect x="0" y="${f(ground)}" width="${w}" height="${f(h - ground)}" fill="${c(1)}"/>`);
    return out.join("");
  },
  peaks({ w, h, c, r }) {
    const out = [
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c(0)}"/><stop offset="1" stop-color="${c(1)}"/></linearGradient></defs>`,
      `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
      `<circle cx="${f(w * 0.68)}" cy="${f(h * 0.32)}" r="${f(h * 0.11)}" fill="${c(5)}"/>`,
    ];
    for (let layer = 0; layer < 4; layer++) {
      const base = h * (0.45 + layer * 0.13);
      let d = `M 0 ${f(h)} L 0 ${f(base)}`;
      let x = 0;
      while (x < w) {
        const step = between(r, w * 0.06, w * 0.14);
        const peak = base - between(r, h * 0.05, h * (0.25 - layer * 0.04));
        d += ` L ${f(x + step / 2)} ${f(peak)} L ${f(x + step)} ${f(base - between(r, 0, h * 0.05))}`;
        x += step;
      }
      d += ` L ${w} ${f(h)} Z`;
      out.push(`<path d="${d}" fill="${c(Math.min(1 + layer, 4))}"/>`);
    }
    return out.join("");
  },
  network({ w, h, c, r }) {
    const pts = Array.from({ length: 46 }, () => ({ x: r() * w, y: r() * h, gold: r() < 0.18 }));
    const out: string[] = [];
    for (const [i, a] of pts.entries()) {
      for (const b of pts.slice(i + 1)) {
        const d = Math.hypot(a.x - b.x, a.y - b.y);
        if (d < w * 0.17) {
          const gold = a.gold && b.gold;
          out.push(
            `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${gold ? c(2) : c(1)}" stroke-width="${gold ? 4 : 2}" opacity="${gold ? 0.9 : 0.28}"/>`,
          );
        }
      }
    }
    for (const p of pts) {
      out.push(`<circle cx="${f(p.x)}" cy="${f(p.y)}" r="${p.gold ? 16 : 7}" fill="${p.gold ? c(2) : c(1)}"/>`);
    }
    return out.join("");
  },
  skyline({ w, h, c, r }) {
    const out = [`<circle cx="${f(w * 0.3)}" cy="${f(h * 0.62)}" r="${f(h * 0.2)}" fill="${c(4)}"/>`];
    let x = 0;
    while (x < w) {
      const bw = between(r, w * 0.03, w * 0.07);
      const bh = between(r, h * 0.15, h * 0.7);
      out.push(
        `<rect x="${f(x)}" y="${f(h - bh)}" width="${f(bw)}" height="${f(bh)}" fill="${c(1 + Math.floor(r() * 3))}"/>`,
      );
      for (let i = 0; i < 3; i++) {
        if (r() < 0.5) {
          out.push(
            `<rect x="${f(x + bw * 0.3)}" y="${f(h - bh + between(r, h * 0.04, bh * 0.8))}" width="${f(bw * 0.4)}" height="${f(h * 0.025)}" fill="${c(4)}"/>`,
          );
        }
      }
      x += bw + 2;
    }
    return out.join("");
  },
  rings({ w, h, c }) {
    const cx = w * 0.66;
    const cy = h * 0.56;
    const out: string[] = [];
    for (let i = 8; i >= 1; i--) {
      out.push(
        `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(i * h * 0.1)}" fill="none" stroke="${i % 2 ? c(1) : c(2)}" stroke-width="${f(h * 0.02)}"/>`,
      );
    }
    out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(h * 0.06)}" fill="${c(1)}"/>`);
    out.push(`<rect x="0" y="${f(h * 0.84)}" width="${w}" height="${f(h * 0.16)}" fill="${c(3)}" opacity="0.6"/>`);
    return out.join("");
  },
  calendar({ w, h, c, r }) {
    const cols = 12;
    const rows = 6;
    const gap = w * 0.012;
    const cw = (w * 0.9 - gap * (cols - 1)) / cols;
    const ch = (h * 0.84 - gap * (rows - 1)) / rows;
    const out: string[] = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const roll = r();
        const fill = roll < 0.12 ? c(3) : roll < 0.2 ? c(2) : c(1);
        out.push(
          `<rect x="${f(w * 0.05 + col * (cw + gap))}" y="${f(h * 0.08 + row * (ch + gap))}" width="${f(cw)}" height="${f(ch)}" rx="10" fill="${fill}"/>`,
        );
      }
    }
    return out.join("");
  },
  rise({ w, h, c, r }) {
    const n = 11;
    const bw = (w * 0.8) / n;
    const out: string[] = [];
    for (let i = 0; i < n; i++) {
      const bh = h * (0.12 + (i / n) * 0.62) + between(r, -h * 0.03, h * 0.03);
      const fill = i >= n - 3 ? c(3) : i % 2 ? c(1) : c(2);
      out.push(
        `<rect x="${f(w * 0.1 + i * bw + bw * 0.12)}" y="${f(h * 0.9 - bh)}" width="${f(bw * 0.76)}" height="${f(bh)}" rx="6" fill="${fill}"/>`,
      );
    }
    out.push(
      `<line x1="${f(w * 0.08)}" y1="${f(h * 0.8)}" x2="${f(w * 0.94)}" y2="${f(h * 0.12)}" stroke="${c(1)}" stroke-width="6" stroke-dasharray="18 14"/>`,
    );
    out.push(`<rect x="${f(w * 0.06)}" y="${f(h * 0.9)}" width="${f(w * 0.88)}" height="6" fill="${c(1)}"/>`);
    return out.join("");
  },
  stage({ w, h, c }) {
    const out = [
      `<ellipse cx="${f(w / 2)}" cy="${f(h * 1.02)}" rx="${f(w * 0.28)}" ry="${f(h * 0.2)}" fill="${c(1)}"/>`,
    ];
    for (let row = 1; row <= 6; row++) {
      const radius = h * 0.22 + row * h * 0.11;
      const seats = 10 + row * 5;
      for (let s = 0; s <= seats; s++) {
        const angle = Math.PI + (Math.PI * s) / seats;
        const x = w / 2 + Math.cos(angle) * radius * 1.25;
        const y = h * 1.02 + Math.sin(angle) * radius;
        if (y > -20 && x > -20 && x < w + 20) {
          out.push(
            `<circle cx="${f(x)}" cy="${f(y)}" r="${f(h * 0.016)}" fill="${row % 2 ? c(2) : c(3)}" opacity="${f(1 - row * 0.08)}"/>`,
          );
        }
      }
    }
    return out.join("");
  },
  molecules({ w, h, c, r }) {
    const nodes = Array.from({ length: 14 }, () => ({
      x: between(r, w * 0.08, w * 0.92),
      y: between(r, h * 0.1, h * 0.9),
      rad: between(r, h * 0.025, h * 0.07),
      gold: r() < 0.3,
    }));
    const out: string[] = [];
    for (const a of nodes) {
      const near = [...nodes]
        .filter((b) => b !== a)
        .sort((p, q) => Math.hypot(p.x - a.x, p.y - a.y) - Math.hypot(q.x - a.x, q.y - a.y))
        .slice(0, 2);
      for (const b of near) {
        out.push(
          `<line x1="${f(a.x)}" y1="${f(a.y)}" x2="${f(b.x)}" y2="${f(b.y)}" stroke="${c(3)}" stroke-width="8"/>`,
        );
      }
    }
    for (const n of nodes)
      out.push(`<circle cx="${f(n.x)}" cy="${f(n.y)}" r="${f(n.rad)}" fill="${n.gold ? c(2) : c(1)}"/>`);
    return out.join("");
  },
  puzzle({ w, h, c, r }) {
    const cols = 4;
    const rows = 3;
    const cw = w / cols;
    const ch = h / rows;
    const out: string[] = [];
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const fill = c(1 + Math.floor(r() * 4));
        out.push(
          `<rect x="${f(col * cw + 8)}" y="${f(row * ch + 8)}" width="${f(cw - 16)}" height="${f(ch - 16)}" rx="14" fill="${fill}"/>`,
        );
        if (col < cols - 1)
          out.push(
            `<circle cx="${f((col + 1) * cw)}" cy="${f(row * ch + ch / 2)}" r="${f(ch * 0.13)}" fill="${fill}"/>`,
          );
        if (row < rows - 1 && r() < 0.6)
          out.push(
            `<circle cx="${f(col * cw + cw / 2)}" cy="${f((row + 1) * ch)}" r="${f(ch * 0.13)}" fill="${fill}"/>`,
          );
      }
    }
    return out.join("");
  },
  pulse({ w, h, c }) {
    const out: string[] = [];
    for (let y = h * 0.1; y < h; y += h * 0.1)
      out.push(`<line x1="0" y1="${f(y)}" x2="${w}" y2="${f(y)}" stroke="${c(3)}" stroke-width="3"/>`);
    const mid = h * 0.55;
    const pts = [
      [0, mid],
      [w * 0.25, mid],
      [w * 0.3, mid - h * 0.08],
      [w * 0.35, mid],
      [w * 0.42, mid],
      [w * 0.47, mid - h * 0.4],
      [w * 0.53, mid + h * 0.3],
      [w * 0.58, mid],
      [w * 0.66, mid],
      [w * 0.7, mid - h * 0.1],
      [w * 0.75, mid],
      [w, mid],
    ];
    out.push(
      `<polyline points="${pts.map(([x, y]) => `${f(x ?? 0)},${f(y ?? 0)}`).join(" ")}" fill="none" stroke="${c(2)}" stroke-width="${f(h * 0.025)}" stroke-linejoin="round" stroke-linecap="round"/>`,
    );
    out.push(`<circle cx="${f(w * 0.47)}" cy="${f(mid - h * 0.4)}" r="${f(h * 0.04)}" fill="${c(1)}"/>`);
    return out.join("");
  },
  pixels({ w, h, c, r }) {
    const size = 100;
    const out: string[] = [];
    for (let y = 0; y < h; y += size) {
      for (let x = 0; x < w; x += size) {
        const t = (x / w + (h - y) / h) / 2 + between(r, -0.2, 0.2);
        const idx = t < 0.3 ? 0 : t < 0.55 ? 1 : t < 0.8 ? 2 : r() < 0.5 ? 3 : 4;
        if (idx > 0)
          out.push(
            `<rect x="${x + 4}" y="${y + 4}" width="${size - 8}" height="${size - 8}" rx="4" fill="${c(idx)}"/>`,
          );
      }
    }
    return out.join("");
  },
  waves({ w, h, c, r }) {
    const out: string[] = [];
    for (let i = 0; i < 5; i++) {
      const base = h * (0.3 + i * 0.14);
      const amp = h * between(r, 0.03, 0.07);
      const phase = r() * Math.PI * 2;
      let d = `M 0 ${f(h)} L 0 ${f(base)}`;
      for (let x = 0; x <= w; x += 20) d += ` L ${x} ${f(base + Math.sin(x / (w * 0.16) + phase) * amp)}`;
      d += ` L ${w} ${f(h)} Z`;
      out.push(`<path d="${d}" fill="${c(1 + (i % 4))}" opacity="${f(0.75 + i * 0.05)}"/>`);
    }
    return out.join("");
  },
  bicycle({ w, h, c }) {
    const r = h * 0.2;
    const y = h * 0.62;
    const x1 = w * 0.3;
    const x2 = w * 0.7;
    const sw = h * 0.022;
    return [
      `<rect x="0" y="${f(y + r)}" width="${w}" height="${f(h - y - r)}" fill="${c(3)}" opacity="0.25"/>`,
      `<circle cx="${f(x1)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${c(1)}" stroke-width="${f(sw)}"/>`,
      `<circle cx="${f(x2)}" cy="${f(y)}" r="${f(r)}" fill="none" stroke="${c(1)}" stroke-width="${f(sw)}"/>`,
      `<polyline points="${f(x1)},${f(y)} ${f(w * 0.46)},${f(y)} ${f(w * 0.62)},${f(y - r * 1.1)} ${f(w * 0.42)},${f(y - r * 1.1)} ${f(x1)},${f(y)}" fill="none" stroke="${c(1)}" stroke-width="${f(sw)}" stroke-linejoin="round"/>`,
      `<line x1="${f(w * 0.46)}" y1="${f(y)}" x2="${f(w * 0.4)}" y2="${f(y - r * 1.35)}" stroke="${c(1)}" stroke-width="${f(sw)}"/>`,
      `<line x1="${f(x2)}" y1="${f(y)}" x2="${f(w * 0.6)}" y2="${f(y - r * 1.5)}" stroke="${c(1)}" stroke-width="${f(sw)}"/>`,
      `<rect x="${f(w * 0.36)}" y="${f(y - r * 1.45)}" width="${f(w * 0.08)}" height="${f(sw * 1.3)}" rx="8" fill="${c(2)}"/>`,
      `<line x1="${f(w * 0.58)}" y1="${f(y - r * 1.5)}" x2="${f(w * 0.65)}" y2="${f(y - r * 1.55)}" stroke="${c(2)}" stroke-width="${f(sw)}" stroke-linecap="round"/>`,
      `<circle cx="${f(w * 0.46)}" cy="${f(y)}" r="${f(sw * 1.2)}" fill="${c(2)}"/>`,
    ].join("");
  },
  shelves({ w, h, c, r }) {
    const out: string[] = [];
    for (const shelf of [0.48, 0.9]) {
      const base = h * shelf;
      let x = w * 0.06;
      while (x < w * 0.9) {
        const bw = between(r, w * 0.03, w * 0.07);
        const bh = between(r, h * 0.22, h * 0.36);
        out.push(
          `<rect x="${f(x)}" y="${f(base - bh)}" width="${f(bw)}" height="${f(bh)}" rx="3" fill="${c(1 + Math.floor(r() * 5))}"/>`,
        );
        x += bw + 3;
      }
      out.push(
        `<rect x="${f(w * 0.04)}" y="${f(base)}" width="${f(w * 0.92)}" height="${f(h * 0.025)}" fill="${c(1)}"/>`,
      );
    }
    return out.join("");
  },
  launch({ w, h, c, r }) {
    const out: string[] = [];
    for (let i = 0; i < 60; i++)
      out.push(
        `<circle cx="${f(r() * w)}" cy="${f(r() * h)}" r="${f(between(r, 1.5, 4))}" fill="${c(3)}" opacity="${f(between(r, 0.3, 0.9))}"/>`,
      );
    for (let i = 0; i < 6; i++)
      out.push(
        `<circle cx="${f(between(r, 0, w))}" cy="${f(between(r, h * 0.3, h))}" r="${f(between(r, h * 0.05, h * 0.16))}" fill="${c(2)}" opacity="0.7"/>`,
      );
    out.push(
      `<path d="M ${f(w * 0.05)} ${f(h * 0.95)} C ${f(w * 0.45)} ${f(h * 0.9)}, ${f(w * 0.6)} ${f(h * 0.5)}, ${f(w * 0.82)} ${f(h * 0.18)}" stroke="${c(1)}" stroke-width="${f(h * 0.03)}" fill="none" stroke-linecap="round"/>`,
    );
    out.push(`<circle cx="${f(w * 0.82)}" cy="${f(h * 0.18)}" r="${f(h * 0.06)}" fill="${c(1)}"/>`);
    return out.join("");
  },
  facade({ w, h, c, r }) {
    const out = [
      `<rect x="${f(w * 0.12)}" y="${f(h * 0.1)}" width="${f(w * 0.76)}" height="${f(h * 0.9)}" fill="${c(1)}"/>`,
    ];
    const cols = 8;
    const rows = 6;
    const cw = (w * 0.68) / cols;
    const ch = (h * 0.8) / rows;
    for (let row = 0; row < rows; row++) {
      for (let col = 0; col < cols; col++) {
        const lit = r() < 0.28;
        out.push(
          `<rect x="${f(w * 0.16 + col * cw + cw * 0.18)}" y="${f(h * 0.14 + row * ch + ch * 0.18)}" width="${f(cw * 0.64)}" height="${f(ch * 0.6)}" rx="3" fill="${lit ? c(2) : c(3)}" opacity="${lit ? 1 : 0.45}"/>`,
        );
      }
    }
    return out.join("");
  },
  scene({ w, h, scene }) {
    return scene ? drawScene(scene, w, h) : "";
  },
  portrait({ w, h, c, person }) {
    return person ? drawPerson(person, w, h, c) : "";
  },
  mark({ w, h, c, v }) {
    const cx = w / 2;
    const cy = h / 2;
    const s = w * 0.3;
    const marks = [
      `<circle cx="${f(cx - s * 0.35)}" cy="${f(cy)}" r="${f(s * 0.7)}" fill="${c(1)}"/><circle cx="${f(cx + s * 0.35)}" cy="${f(cy)}" r="${f(s * 0.7)}" fill="${c(2)}" opacity="0.85"/>`,
      `<polygon points="${hexagon(cx, cy, s)}" fill="none" stroke="${c(1)}" stroke-width="${f(s * 0.18)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.35)}" fill="${c(2)}"/>`,
      `<polygon points="${f(cx - s)},${f(cy + s * 0.7)} ${f(cx)},${f(cy - s * 0.9)} ${f(cx + s)},${f(cy + s * 0.7)}" fill="${c(1)}"/><circle cx="${f(cx + s * 0.55)}" cy="${f(cy - s * 0.55)}" r="${f(s * 0.3)}" fill="${c(2)}"/>`,
      `<polygon points="${f(cx - s)},${f(cy + s * 0.8)} ${f(cx - s * 0.3)},${f(cy - s * 0.3)} ${f(cx + s * 0.3)},${f(cy - s * 0.3)} ${f(cx + s)},${f(cy + s * 0.8)}" fill="${c(1)}"/><circle cx="${f(cx - s * 0.3)}" cy="${f(cy - s * 0.7)}" r="${f(s * 0.14)}" fill="${c(2)}"/><circle cx="${f(cx + s * 0.1)}" cy="${f(cy - s * 0.95)}" r="${f(s * 0.12)}" fill="${c(2)}"/><circle cx="${f(cx + s * 0.4)}" cy="${f(cy - s * 0.65)}" r="${f(s * 0.1)}" fill="${c(2)}"/>`,
      `<polygon points="${f(cx - s)},${f(cy + s * 0.7)} ${f(cx)},${f(cy - s * 0.9)} ${f(cx + s)},${f(cy + s * 0.7)}" fill="none" stroke="${c(1)}" stroke-width="${f(s * 0.12)}" stroke-linejoin="round"/><line x1="${f(cx - s * 1.2)}" y1="${f(cy)}" x2="${f(cx)}" y2="${f(cy)}" stroke="${c(2)}" stroke-width="${f(s * 0.1)}"/><line x1="${f(cx)}" y1="${f(cy)}" x2="${f(cx + s * 1.2)}" y2="${f(cy + s * 0.3)}" stroke="${c(2)}" stroke-width="${f(s * 0.1)}"/>`,
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="${f(cx - s + i * s * 0.5)}" y="${f(cy - s)}" width="${f(s * 0.32)}" height="${f(s * 2)}" rx="${f(s * 0.16)}" fill="${i % 2 ? c(2) : c(1)}" transform="rotate(-20 ${f(cx)} ${f(cy)})"/>`,
        )
        .join(""),
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s)}" fill="${c(1)}"/>` +
        [0, 1, 2]
          .map(
            (i) =>
              `<path d="M ${f(cx - s * 0.7)} ${f(cy - s * 0.3 + i * s * 0.3)} q ${f(s * 0.35)} ${f(-s * 0.2)} ${f(s * 0.7)} 0 t ${f(s * 0.7)} 0" fill="none" stroke="${c(2)}" stroke-width="${f(s * 0.09)}" stroke-linecap="round"/>`,
          )
          .join(""),
      `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.5)}" fill="${c(1)}"/>` +
        Array.from({ length: 12 }, (_, i) => {
          const a = (i * Math.PI) / 6;
          return `<line x1="${f(cx + Math.cos(a) * s * 0.7)}" y1="${f(cy + Math.sin(a) * s * 0.7)}" x2="${f(cx + Math.cos(a) * s)}" y2="${f(cy + Math.sin(a) * s)}" stroke="${c(2)}" stroke-width="${f(s * 0.1)}" stroke-linecap="round"/>`;
        }).join(""),
      `<rect x="${f(cx - s * 0.25)}" y="${f(cy - s)}" width="${f(s * 0.5)}" height="${f(s * 2)}" rx="${f(s * 0.1)}" fill="${c(1)}"/><rect x="${f(cx - s)}" y="${f(cy - s * 0.25)}" width="${f(s * 2)}" height="${f(s * 0.5)}" rx="${f(s * 0.1)}" fill="${c(1)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.2)}" fill="${c(2)}"/>`,
      `<path d="M ${f(cx)} ${f(cy + s)} C ${f(cx - s * 1.3)} ${f(cy)}, ${f(cx - s * 0.4)} ${f(cy - s)}, ${f(cx + s * 0.8)} ${f(cy - s * 0.9)} C ${f(cx + s * 0.9)} ${f(cy)}, ${f(cx + s * 0.5)} ${f(cy + s * 0.6)}, ${f(cx)} ${f(cy + s)} Z" fill="${c(1)}"/><line x1="${f(cx)}" y1="${f(cy + s)}" x2="${f(cx + s * 0.5)}" y2="${f(cy - s * 0.4)}" stroke="${c(2)}" stroke-width="${f(s * 0.08)}" stroke-linecap="round"/>`,
    ];
    return marks[v % marks.length] ?? "";
  },
};

/**
 * A geometric portrait: backdrop, clothes, neck, head, hair, face, all flat shapes on a 100-unit
 * grid. The person's traits (Person) make each portrait its own; c(1) and c(2) colour the backdrop.
 */
function drawPerson(p: Person, w: number, h: number, c: (i: number) => string): string {
  const x = (n: number): string => f((n * w) / 100);
  const y = (n: number): string => f((n * h) / 100);
  const u = (n: number): string => f((n * w) / 100);
  const shade = "#00172c";
  const out: string[] = [];
  // Backdrop.
  if (p.backdrop === "sun")
    out.push(
      `<circle cx="${x(72)}" cy="${y(26)}" r="${u(19)}" fill="${c(2)}"/>`,
      `<circle cx="${x(16)}" cy="${y(84)}" r="${u(9)}" fill="${c(1)}" opacity="0.16"/>`,
    );
  if (p.backdrop === "arch")
    out.push(
      `<path d="M ${x(20)} ${y(100)} L ${x(20)} ${y(44)} A ${u(30)} ${u(30)} 0 0 1 ${x(80)} ${y(44)} L ${x(80)} ${y(100)} Z" fill="${c(2)}"/>`,
    );
  if (p.backdrop === "stripes")
    for (let i = -2; i < 12; i++)
      out.push(
        `<path d="M ${x(i * 12)} ${y(100)} L ${x(i * 12 + 40)} ${y(0)} L ${x(i * 12 + 45)} ${y(0)} L ${x(i * 12 + 5)} ${y(100)} Z" fill="${c(2)}" opacity="0.45"/>`,
      );
  if (p.backdrop === "split")
    out.push(
      `<path d="M ${x(58)} 0 L ${w} 0 L ${w} ${h} L ${x(30)} ${h} Z" fill="${c(2)}"/>`,
      `<circle cx="${x(82)}" cy="${y(20)}" r="${u(7)}" fill="${c(1)}"/>`,
    );
  // Hair behind the head.
  if (p.hairStyle === "long")
    out.push(`<rect x="${x(29)}" y="${y(22)}" width="${u(42)}" height="${u(58)}" rx="${u(19)}" fill="${p.hair}"/>`);
  if (p.hairStyle === "bob")
    out.push(`<rect x="${x(30.5)}" y="${y(22)}" width="${u(39)}" height="${u(38)}" rx="${u(15)}" fill="${p.hair}"/>`);
  if (p.hairStyle === "bun") out.push(`<circle cx="${x(50)}" cy="${y(19)}" r="${u(9)}" fill="${p.hair}"/>`);
  // Clothes, neck and collar.
  out.push(
    `<path d="M ${x(12)} ${y(100)} C ${x(12)} ${y(82)}, ${x(28)} ${y(74)}, ${x(50)} ${y(74)} C ${x(72)} ${y(74)}, ${x(88)} ${y(82)}, ${x(88)} ${y(100)} Z" fill="${p.top}"/>`,
  );
  out.push(`<rect x="${x(44)}" y="${y(54)}" width="${u(12)}" height="${u(24)}" rx="${u(3)}" fill="${p.skin}"/>`);
  out.push(`<rect x="${x(44)}" y="${y(56)}" width="${u(12)}" height="${u(7)}" fill="${shade}" opacity="0.14"/>`);
  if (p.collar === "round")
    out.push(`<path d="M ${x(42)} ${y(74.5)} Q ${x(50)} ${y(83)} ${x(58)} ${y(74.5)} Z" fill="${p.skin}"/>`);
  if (p.collar === "v")
    out.push(
      `<path d="M ${x(42)} ${y(74.5)} L ${x(50)} ${y(88)} L ${x(58)} ${y(74.5)} Z" fill="${p.skin}"/>`,
      `<path d="M ${x(40)} ${y(75)} L ${x(50)} ${y(91)} L ${x(60)} ${y(75)}" fill="none" stroke="${shade}" stroke-width="${u(1)}" opacity="0.25"/>`,
    );
  if (p.collar === "shirt") {
    const shirt = p.top === "#ffffff" ? "#eef2f6" : "#ffffff";
    out.push(
      `<path d="M ${x(44)} ${y(75)} L ${x(56)} ${y(75)} L ${x(53)} ${y(100)} L ${x(47)} ${y(100)} Z" fill="${shirt}"/>`,
    );
    out.push(
      `<path d="M ${x(43)} ${y(73)} L ${x(50)} ${y(83)} L ${x(44)} ${y(88)} L ${x(38)} ${y(77)} Z" fill="${shirt}" stroke="${shade}" stroke-width="${u(0.4)}" stroke-opacity="0.25"/>`,
    );
    out.push(
      `<path d="M ${x(57)} ${y(73)} L ${x(50)} ${y(83)} L ${x(56)} ${y(88)} L ${x(62)} ${y(77)} Z" fill="${shirt}" stroke="${shade}" stroke-width="${u(0.4)}" stroke-opacity="0.25"/>`,
    );
  }
  if (p.collar === "turtleneck")
    out.push(
      `<rect x="${x(41)}" y="${y(68)}" width="${u(18)}" height="${u(12)}" rx="${u(4)}" fill="${p.top}"/>`,
      `<rect x="${x(41)}" y="${y(68)}" width="${u(18)}" height="${u(12)}" rx="${u(4)}" fill="${shade}" opacity="0.12"/>`,
    );
  // Ears, head.
  out.push(
    `<circle cx="${x(34.5)}" cy="${y(44)}" r="${u(3.6)}" fill="${p.skin}"/>`,
    `<circle cx="${x(65.5)}" cy="${y(44)}" r="${u(3.6)}" fill="${p.skin}"/>`,
  );
  if (p.earrings)
    out.push(
      `<circle cx="${x(34.5)}" cy="${y(49.5)}" r="${u(1.7)}" fill="#ffb81c"/>`,
      `<circle cx="${x(65.5)}" cy="${y(49.5)}" r="${u(1.7)}" fill="#ffb81c"/>`,
    );
  out.push(`<ellipse cx="${x(50)}" cy="${y(42)}" rx="${u(15.5)}" ry="${u(18.5)}" fill="${p.skin}"/>`);
  // Hair in front.
  if (p.hairStyle === "bob" || p.hairStyle === "long")
    out.push(
      `<path d="M ${x(34.2)} ${y(44)} C ${x(32)} ${y(20)}, ${x(68)} ${y(20)}, ${x(65.8)} ${y(44)} C ${x(62)} ${y(34)}, ${x(50)} ${y(31)}, ${x(42)} ${y(29)} C ${x(39)} ${y(34)}, ${x(36)} ${y(38)}, ${x(34.2)} ${y(44)} Z" fill="${p.hair}"/>`,
    );
  if (p.hairStyle === "crop" || p.hairStyle === "bun")
    out.push(
      `<path d="M ${x(34.8)} ${y(37)} C ${x(35)} ${y(21)}, ${x(65)} ${y(21)}, ${x(65.2)} ${y(37)} C ${x(58)} ${y(30)}, ${x(42)} ${y(30)}, ${x(34.8)} ${y(37)} Z" fill="${p.hair}"/>`,
    );
  if (p.hairStyle === "sidepart")
    out.push(
      `<path d="M ${x(34.5)} ${y(40)} C ${x(33)} ${y(22)}, ${x(62)} ${y(17)}, ${x(66)} ${y(38)} C ${x(63)} ${y(30)}, ${x(54)} ${y(26)}, ${x(45)} ${y(26.5)} C ${x(40)} ${y(30)}, ${x(36.5)} ${y(34)}, ${x(34.5)} ${y(40)} Z" fill="${p.hair}"/>`,
    );
  if (p.hairStyle === "curls") {
    for (let i = 0; i <= 10; i++) {
      const angle = Math.PI + (Math.PI * i) / 10;
      out.push(
        `<circle cx="${x(50 + Math.cos(angle) * 15.5)}" cy="${y(40 + Math.sin(angle) * 17)}" r="${u(5.6)}" fill="${p.hair}"/>`,
      );
    }
    out.push(`<ellipse cx="${x(50)}" cy="${y(28)}" rx="${u(13)}" ry="${u(6)}" fill="${p.hair}"/>`);
  }
  if (p.beard)
    out.push(
      `<path d="M ${x(34.6)} ${y(44)} Q ${x(35)} ${y(61.5)} ${x(50)} ${y(61.5)} Q ${x(65)} ${y(61.5)} ${x(65.4)} ${y(44)} Q ${x(61)} ${y(52.5)} ${x(50)} ${y(52.5)} Q ${x(39)} ${y(52.5)} ${x(34.6)} ${y(44)} Z" fill="${p.hair}"/>`,
    );
  // Face: brows, eyes, nose, cheeks, mouth, glasses.
  out.push(
    `<path d="M ${x(41)} ${y(37.5)} L ${x(46.5)} ${y(36.8)} M ${x(53.5)} ${y(36.8)} L ${x(59)} ${y(37.5)}" stroke="${p.hair}" stroke-width="${u(1.3)}" stroke-linecap="round"/>`,
  );
  out.push(
    `<circle cx="${x(44)}" cy="${y(42)}" r="${u(1.5)}" fill="${shade}"/>`,
    `<circle cx="${x(56)}" cy="${y(42)}" r="${u(1.5)}" fill="${shade}"/>`,
  );
  out.push(
    `<path d="M ${x(50.5)} ${y(43)} L ${x(48.3)} ${y(49)} L ${x(51.2)} ${y(49)}" fill="none" stroke="${shade}" stroke-width="${u(0.9)}" stroke-linejoin="round" stroke-linecap="round" opacity="0.4"/>`,
  );
  out.push(
    `<circle cx="${x(40.5)}" cy="${y(49.5)}" r="${u(2.6)}" fill="#e07a5f" opacity="0.28"/>`,
    `<circle cx="${x(59.5)}" cy="${y(49.5)}" r="${u(2.6)}" fill="#e07a5f" opacity="0.28"/>`,
  );
  out.push(
    `<path d="M ${x(45.5)} ${y(53.5)} Q ${x(50)} ${y(57.5)} ${x(54.5)} ${y(53.5)}" fill="none" stroke="${p.beard ? "#f3cfb3" : shade}" stroke-width="${u(1.3)}" stroke-linecap="round"/>`,
  );
  if (p.glasses)
    out.push(
      `<g fill="#ffffff" fill-opacity="0.18" stroke="${shade}" stroke-width="${u(1)}"><circle cx="${x(44)}" cy="${y(42)}" r="${u(4.6)}"/><circle cx="${x(56)}" cy="${y(42)}" r="${u(4.6)}"/></g><path d="M ${x(48.6)} ${y(41.5)} L ${x(51.4)} ${y(41.5)}" stroke="${shade}" stroke-width="${u(1)}"/>`,
    );
  return out.join("");
}

function hexagon(cx: number, cy: number, s: number): string {
  return Array.from({ length: 6 }, (_, i) => {
    const a = Math.PI / 6 + (i * Math.PI) / 3;
    return `${f(cx + Math.cos(a) * s)},${f(cy + Math.sin(a) * s)}`;
  }).join(" ");
}

function drawSvg(def: MediaDef): string {
  const { width: w, height: h } = KIND_SIZE[def.kind];
  const c = (i: number): string => def.colors[i] ?? def.colors[def.colors.length - 1] ?? "#000000";
  const body = motifs[def.motif]({
    w,
    h,
    c,
    r: mulberry32(def.variant * 7919 + def.name.length),
    v: def.variant,
    person: def.person,
    scene: def.scene,
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="${w}" height="${h}" fill="${c(0)}"/>${body}</svg>`;
}

interface FileEntry {
  file: string;
  width: number;
  height: number;
  filesize: number;
}

async function writeWebp(image: Sharp, file: string): Promise<number> {
  const data = await image.webp({ quality: QUALITY, effort: 6 }).toBuffer();
  await writeFile(path.join(OUT_DIR, file), data);
  return data.length;
}

async function main(): Promise<void> {
  await mkdir(OUT_DIR, { recursive: true });
  for (const old of await readdir(OUT_DIR)) {
    if (old.endsWith(".jpg") || old.endsWith(".webp")) await rm(path.join(OUT_DIR, old));
  }
  const images: Record<string, FileEntry & { sizes: Record<string, FileEntry> }> = {};
  let total = 0;
  for (const def of MEDIA) {
    const { width, height } = KIND_SIZE[def.kind];
    const original = await sharp(Buffer.from(drawSvg(def)))
      .png()
      .toBuffer();
    const name = `${def.name}.webp`;
    const filesize = await writeWebp(sharp(original), name);
    total += filesize;
    const sizes: Record<string, FileEntry> = {};
    for (const size of WP_SIZES) {
      const dims = sizeFor(size, width, height);
      if (!dims) continue;
      const file = `${def.name}-${dims.width}x${dims.height}.webp`;
      const bytes = await writeWebp(
        sharp(original).resize(dims.width, dims.height, { fit: size.crop ? "cover" : "fill" }),
        file,
      );
      total += bytes;
      sizes[size.name] = { file: `${SUBDIR}/${file}`, ...dims, filesize: bytes };
    }
    images[def.name] = { file: `${SUBDIR}/${name}`, width, height, filesize, sizes };
  }
  const manifest = { generatedBy: "cms/scripts/generate-images.ts", images };
  await writeFile(MANIFEST, `${JSON.stringify(manifest, null, 2)}\n`);
  console.log(
    `${MEDIA.length} images, ${Object.values(images).reduce((n, i) => n + 1 + Object.keys(i.sizes).length, 0)} files, ${(total / 1024 / 1024).toFixed(2)} MB in cms/uploads/${SUBDIR}`,
  );
}

await main();
