// The "scene" motif of the demo images: a picture of its subject (a lecture hall, a lab bench,
// mountains, a bicycle…) composed from flat elements in the palette: a backdrop (sky, hills,
// mountains, a lake, fields, a city) and a few objects. Large flat shapes, few fine lines: the
// JPEGs stay small. Coordinates are in a frame 100 units wide (75 high for a card, 56.25 for a
// hero); an object is drawn in its own box, about 40 units wide, its origin at the bottom centre,
// then placed at (x, y) and scaled by s.

import { PALETTE } from "../content/media-catalog.ts";
import type { SceneElement, SceneItem } from "../content/media-catalog.ts";

const P = PALETTE;
const f = (n: number): string => (Math.round(n * 100) / 100).toString();

type Draw = (c: (i: number, fallback: string) => string, frame: { w: number; h: number }, v: number) => string;

const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0): string =>
  `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}"${rx ? ` rx="${f(rx)}"` : ""} fill="${fill}"/>`;
const circle = (x: number, y: number, r: number, fill: string): string =>
  `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r)}" fill="${fill}"/>`;
const poly = (points: number[], fill: string): string =>
  `<polygon points="${points.map(f).join(" ")}" fill="${fill}"/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number): string =>
  `<line x1="${f(x1)}" y1="${f(y1)}" x2="${f(x2)}" y2="${f(y2)}" stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round"/>`;
const path = (d: string, fill: string, stroke = "", width = 0): string =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${f(width)}" stroke-linecap="round" stroke-linejoin="round"` : ""}/>`;

/** Backdrops take the whole frame; `y` is where they start (the horizon). */
const backdrops = {
  sky: (c, { w, h }) => rect(0, 0, w, h, c(0, P.pale)),
  sun: (c) => circle(0, 0, 7, c(0, P.gold)),
  moon: (c) => circle(0, 0, 5, c(0, P.sand)) + circle(2.5, -1.5, 4.2, c(1, P.navy)),
  stars: (c, { h }, v) =>
    Array.from({ length: 14 }, (_, i) =>
      circle(((i * 37 + v * 11) % 97) + 1.5, ((i * 23 + v * 7) % (h * 0.5)) + 2, 0.45, c(0, P.white)),
    ).join(""),
  ground: (c, { w, h }) => rect(-60, 0, w + 120, h, c(0, P.deep)),
  hills: (c, { w }) =>
    path(
      `M -60 60 L -60 4 C -30 -4, -10 -6, 10 0 C 30 6, 50 -8, 75 -3 C 90 0, ${w} -4, ${w + 60} 2 L ${w + 60} 60 Z`,
      c(0, P.teal),
    ),
  mountains: (c, { w }, v) => {
    const peaks = [
      [-10, 0, 8, -26, 26, 0],
      [14, 0, 36, -34, 58, 0],
      [44, 0, 66, -24, 88, 0],
      [70, 0, 92, -30, 114, 0],
    ];
    return (
      peaks.map((p, i) => poly(p, i % 2 === v % 2 ? c(0, P.blue) : c(1, P.steel))).join("") +
      peaks
        .map(([, , px = 0, py = 0]) =>
          poly([px - 4.5, py + 6, px, py, px + 4.5, py + 6, px + 1.5, py + 5, px - 1.5, py + 6.5], c(2, P.white)),
        )
        .join("") +
      rect(-60, 0, w + 120, 60, c(0, P.blue))
    );
  },
  volcanoes: (c, { w }) =>
    [
      poly([-5, 0, 14, -20, 22, -20, 40, 0], c(0, P.steel)),
      poly([30, 0, 48, -14, 54, -14, 70, 0], c(1, P.blue)),
      poly([62, 0, 78, -17, 85, -17, 104, 0], c(0, P.steel)),
      path("M 18 -21 C 15 -27, 22 -29, 19 -35 C 17 -39, 22 -42, 21 -46", "none", c(2, P.mist), 2.2),
      rect(-60, 0, w + 120, 60, c(3, P.teal)),
    ].join(""),
  lake: (c, { w }) =>
    rect(-60, 0, w + 120, 60, c(0, P.blue)) +
    [8, 16, 26].map((y, i) => line(10 + i * 12, y * 0.5 + 3, 40 + i * 14, y * 0.5 + 3, c(1, P.mist), 0.8)).join(""),
  fields: (c, { w }) =>
    rect(-60, 0, w + 120, 60, c(0, P.teal)) +
    Array.from({ length: 11 }, (_, i) =>
      poly([w / 2 - 1, 0, w / 2 + 1, 0, -60 + i * 22 + 6, 60, -60 + i * 22, 60], c(1, P.sand)),
    ).join(""),
  city: (c, _frame, v) => {
    const out: string[] = [];
    let x = -4;
    let i = v;
    while (x < 104) {
      const bw = 6 + ((i * 7) % 6);
      const bh = 10 + ((i * 13) % 22);
      out.push(rect(x, -bh, bw, bh + 1, i % 3 === 0 ? c(1, P.steel) : c(0, P.blue)));
      for (let wy = -bh + 3; wy < -3; wy += 5) out.push(rect(x + 1.5, wy, bw - 3, 1.4, c(2, P.mist)));
      x += bw + 1;
      i++;
    }
    return out.join("");
  },
  river: (c, { w }) =>
    path(
      `M -10 8 C 20 2, 40 12, 60 5 C 75 0, 90 6, ${w + 10} 3 L ${w + 10} 9 C 90 12, 75 6, 60 11 C 40 18, 20 8, -10 14 Z`,
      c(0, P.mist),
    ),
} satisfies Record<string, Draw>;

/** Objects, in a box about 40 wide, origin at the bottom centre. */
const objects = {
  table: (c) =>
    rect(-22, -12, 44, 3, c(0, P.navy), 1) + rect(-19, -9, 2.5, 9, c(0, P.navy)) + rect(16.5, -9, 2.5, 9, c(0, P.navy)),
  laptop: (c, _f, v) => {
    const screen = c(1, P.white);
    const ink = c(2, P.gold);
    const contents = [
      // code
      [0, 1, 2, 3, 4]
        .map((i) => rect(-12 + (i % 2) * 3, -22 + i * 3, 12 - (i % 3) * 3, 1.4, i === 2 ? ink : P.steel, 0.7))
        .join(""),
      // video call grid
      [0, 1, 2, 3]
        .map(
          (i) =>
            rect(-13 + (i % 2) * 13.5, -23.5 + Math.floor(i / 2) * 8, 12, 7, i === 1 ? ink : P.mist, 1) +
            circle(-7 + (i % 2) * 13.5, -20 + Math.floor(i / 2) * 8, 1.6, P.navy),
        )
        .join(""),
      // chart
      [0, 1, 2, 3, 4]
        .map((i) => rect(-12 + i * 5, -10 - (3 + i * 2.5), 3.5, 3 + i * 2.5, i === 4 ? ink : P.steel, 0.5))
        .join(""),
      // list
      [0, 1, 2, 3]
        .map(
          (i) => circle(-11, -21 + i * 3.6, 1, ink) + rect(-8.5, -21.7 + i * 3.6, 19 - (i % 2) * 5, 1.4, P.steel, 0.7),
        )
        .join(""),
      // heart
      path(
        "M 0 -11 C -9 -16, -9 -24, -4 -24 C -2 -24, -1 -23, 0 -21 C 1 -23, 2 -24, 4 -24 C 9 -24, 9 -16, 0 -11 Z",
        ink,
      ),
    ];
    return (
      rect(-16, -27, 32, 20, c(0, P.navy), 1.5) +
      rect(-14.5, -25.5, 29, 17, screen, 0.8) +
      (contents[v % contents.length] ?? "") +
      path("M -20 -7 L 20 -7 L 22 -4 L -22 -4 Z", c(0, P.navy))
    );
  },
  stage: (c) =>
    rect(-30, -40, 60, 30, c(0, P.white), 1) +
    rect(-30, -41, 60, 2, c(1, P.navy)) +
    rect(-8, -10, 16, 10, c(1, P.navy), 1) +
    rect(-6, -13, 12, 3, c(2, P.gold), 1),
  seats: (c) =>
    [0, 1, 2]
      .map((row) =>
        Array.from({ length: 9 + row }, (_, i) =>
          rect(-34 - row * 3 + i * 7.6, -9 + row * 4.5, 5.5, 4.5, row % 2 ? c(0, P.blue) : c(1, P.steel), 1.5),
        ).join(""),
      )
      .join(""),
  flask: (c) =>
    path(
      "M -3 -30 L 3 -30 L 3 -20 L 12 -3 C 13 -1, 12 0, 10 0 L -10 0 C -12 0, -13 -1, -12 -3 L -3 -20 Z",
      c(0, P.white),
    ) +
    path("M -7.5 -9 L 7.5 -9 L 12 -3 C 13 -1, 12 0, 10 0 L -10 0 C -12 0, -13 -1, -12 -3 Z", c(1, P.gold)) +
    rect(-4.5, -32, 9, 3, c(2, P.steel), 1),
  tubes: (c) =>
    rect(-14, -10, 28, 3, c(0, P.navy), 1) +
    [-10, -4, 2, 8]
      .map(
        (x, i) =>
          rect(x, -22, 4, 16, c(1, P.white), 2) +
          rect(x, -14 + (i % 2) * 2, 4, 8 - (i % 2) * 2, i % 2 ? c(2, P.teal) : c(3, P.coral), 2),
      )
      .join("") +
    rect(-15, -2, 30, 2, c(0, P.navy)),
  microscope: (c) =>
    rect(-14, -3, 26, 3, c(0, P.navy), 1) +
    path("M 6 -3 C 14 -10, 14 -24, 4 -30", "none", c(0, P.navy), 4) +
    `<g transform="rotate(-25 -2 -30)">${rect(-5, -40, 7, 20, c(1, P.steel), 1.5)}${rect(-4, -43, 5, 4, c(0, P.navy), 1)}</g>` +
    rect(-10, -13, 16, 2.5, c(0, P.navy), 1) +
    circle(-2, -13, 1.6, c(2, P.gold)),
  dna: (c) => {
    const out: string[] = [];
    for (let i = 0; i <= 12; i++) {
      const y = -i * 3.4;
      const x = Math.sin(i * 0.7) * 9;
      out.push(line(-x, y, x, y, c(2, P.mist), 1.2));
      out.push(circle(x, y, 2, c(0, P.gold)), circle(-x, y, 2, c(1, P.teal)));
    }
    return out.join("");
  },
  crystal: (c) => {
    const pts: [number, number][] = [];
    for (const z of [0, 1, 2])
      for (const y of [0, 1, 2]) for (const x of [0, 1, 2]) pts.push([-12 + x * 10 + z * 5, -6 - y * 10 - z * 5]);
    const bonds = pts.flatMap((a, i) =>
      pts
        .slice(i + 1)
        .flatMap((b) =>
          Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1]) - 10) < 0.1 ||
          Math.abs(Math.hypot(a[0] - b[0], a[1] - b[1]) - 7.07) < 0.1
            ? [line(a[0], a[1], b[0], b[1], c(2, P.mist), 0.9)]
            : [],
        ),
    );
    return (
      bonds.join("") +
      pts.map(([x, y], i) => circle(x, y, i % 4 === 0 ? 2.6 : 1.9, i % 4 === 0 ? c(0, P.gold) : c(1, P.white))).join("")
    );
  },
  robot: (c) =>
    rect(-9, -12, 18, 12, c(0, P.steel), 3) +
    rect(-11, -31, 22, 17, c(1, P.white), 4) +
    circle(-5, -23, 2.6, c(2, P.navy)) +
    circle(5, -23, 2.6, c(2, P.navy)) +
    rect(-4, -18, 8, 1.6, c(2, P.navy), 0.8) +
    line(0, -31, 0, -36, c(2, P.navy), 1.2) +
    circle(0, -37, 1.8, c(3, P.gold)) +
    rect(-16, -11, 5, 9, c(0, P.steel), 2) +
    rect(11, -11, 5, 9, c(0, P.steel), 2),
  arm: (c) =>
    rect(-10, -4, 20, 4, c(0, P.navy), 1) +
    path("M 0 -4 L 0 -20 L 14 -30", "none", c(1, P.gold), 5) +
    circle(0, -20, 3.4, c(0, P.navy)) +
    circle(14, -30, 2.6, c(0, P.navy)) +
    path("M 14 -30 L 20 -26 M 14 -30 L 18 -35", "none", c(0, P.navy), 2),
  gear: (c) =>
    Array.from(
      { length: 10 },
      (_, i) =>
        `<rect x="-2.6" y="-31" width="5.2" height="6" rx="1" fill="${c(0, P.gold)}" transform="rotate(${i * 36} 0 -15)"/>`,
    ).join("") +
    circle(0, -15, 12, c(0, P.gold)) +
    circle(0, -15, 4.5, c(1, P.navy)),
  turbine: (c) =>
    poly([-1.2, 0, 1.2, 0, 0.6, -32, -0.6, -32], c(0, P.white)) +
    [0, 120, 240]
      .map(
        (a) =>
          `<path d="M 0 -32 L -1.3 -46 L 0 -50 L 1.3 -46 Z" fill="${c(0, P.white)}" transform="rotate(${a + 15} 0 -32)"/>`,
      )
      .join("") +
    circle(0, -32, 1.4, c(1, P.gold)),
  panels: (c) =>
    [0, 1, 2]
      .map(
        (i) =>
          `<g transform="translate(${-22 + i * 15} 0)">${rect(5.5, -8, 1.5, 8, c(1, P.steel))}${poly([0, -8, 12, -8, 15, -17, 3, -17], c(0, P.navy))}${line(1.5, -12.5, 13.5, -12.5, c(2, P.mist), 0.4)}${line(6, -8, 9, -17, c(2, P.mist), 0.4)}</g>`,
      )
      .join(""),
  building: (c, _f, v) => {
    const body = c(0, P.white);
    const trim = c(1, P.navy);
    const accent = c(2, P.gold);
    const windows = (cols: number, rows: number, x0: number, y0: number, dx: number, dy: number): string =>
      Array.from({ length: cols * rows }, (_, i) =>
        rect(
          x0 + (i % cols) * dx,
          y0 + Math.floor(i / cols) * dy,
          dx * 0.55,
          dy * 0.5,
          (i * 7) % 5 === 0 ? accent : trim,
          0.4,
        ),
      ).join("");
    const kinds = [
      // 0 university: columns and pediment
      poly([-22, -26, 0, -36, 22, -26], trim) +
        rect(-20, -26, 40, 3, trim) +
        [-16, -8, 0, 8, 16].map((x) => rect(x - 2, -23, 4, 19, body)).join("") +
        rect(-22, -4, 44, 4, trim),
      // 1 factory: sawtooth roof and chimney
      rect(-22, -18, 44, 18, body) +
        [0, 1, 2, 3].map((i) => poly([-22 + i * 11, -18, -22 + i * 11, -25, -11 + i * 11, -18], trim)).join("") +
        rect(14, -34, 5, 16, trim) +
        windows(4, 1, -19, -12, 10, 8) +
        rect(-4, -8, 8, 8, accent),
      // 2 hospital: a cross
      rect(-18, -32, 36, 32, body) +
        windows(4, 3, -15, -26, 8, 7) +
        rect(-7, -44, 14, 12, trim, 1.5) +
        rect(-1.6, -42, 3.2, 8, accent) +
        rect(-4, -39.6, 8, 3.2, accent) +
        rect(-4, -7, 8, 7, trim),
      // 3 residence: balconies
      rect(-16, -42, 32, 42, body) +
        windows(3, 5, -12.5, -38, 9.5, 7.5) +
        [0, 1, 2, 3, 4].map((i) => rect(-17, -34 + i * 7.5, 34, 0.9, trim)).join(""),
      // 4 data centre: low, with a lake-side cooling stripe
      rect(-24, -16, 48, 16, body) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => rect(-21 + i * 7.2, -13, 5, 10, trim, 0.6) + circle(-18.5 + i * 7.2, -11, 0.7, accent))
          .join(""),
      // 5 house (intergenerational, small)
      poly([-14, -16, 0, -28, 14, -16], trim) +
        rect(-12, -16, 24, 16, body) +
        rect(-3, -9, 6, 9, accent) +
        rect(-9, -13, 4, 4, trim) +
        rect(5, -13, 4, 4, trim),
    ];
    return kinds[v % kinds.length] ?? "";
  },
  mic: (c) =>
    rect(-6, -2, 12, 2, c(0, P.navy), 1) +
    line(0, -2, 0, -22, c(0, P.navy), 1.6) +
    rect(-3.5, -34, 7, 12, c(1, P.steel), 3.5) +
    path("M -6 -28 C -6 -19, 6 -19, 6 -28", "none", c(0, P.navy), 1.2),
  spotlight: (c) => poly([-3, -60, 3, -60, 26, 0, -26, 0], c(0, P.gold)).replace("/>", ' opacity="0.35"/>'),
  trophy: (c) =>
    rect(-8, -4, 16, 4, c(1, P.navy), 1) +
    rect(-2, -12, 4, 8, c(0, P.gold)) +
    path("M -10 -32 L 10 -32 L 8 -18 C 6 -12, -6 -12, -8 -18 Z", c(0, P.gold)) +
    path("M -10 -29 C -17 -29, -16 -19, -8 -20 M 10 -29 C 17 -29, 16 -19, 8 -20", "none", c(0, P.gold), 1.8),
  prism: (c) =>
    line(-40, -14, -6, -20, c(2, P.white), 1.8) +
    poly([-8, -6, 0, -34, 8, -6], c(1, P.mist)) +
    [P.coral, P.gold, P.teal, P.blue].map((col, i) => line(4, -20 + i * 0.6, 40, -26 + i * 5, col, 1.8)).join(""),
  suitcase: (c, _f, v) =>
    rect(-8, -24, 16, 22, v % 2 ? c(0, P.coral) : c(0, P.gold), 2.5) +
    path("M -4 -24 L -4 -28 L 4 -28 L 4 -24", "none", c(1, P.navy), 1.5) +
    rect(-8, -16, 16, 2, c(1, P.navy)) +
    circle(-5, -1, 1.5, c(1, P.navy)) +
    circle(5, -1, 1.5, c(1, P.navy)),
  globe: (c) =>
    circle(0, -18, 15, c(0, P.blue)) +
    path(
      "M -9 -27 C -4 -30, 2 -26, -1 -22 C -4 -19, -8 -22, -11 -19 Z M 3 -15 C 8 -17, 12 -12, 9 -7 C 6 -5, 2 -9, 3 -15 Z M 4 -30 C 8 -31, 11 -28, 9 -26 C 7 -25, 4 -27, 4 -30 Z",
      c(1, P.teal),
    ) +
    path("M -22 -10 C -12 -40, 14 -44, 24 -26", "none", c(2, P.gold), 1.2) +
    poly([24, -26, 20, -27, 23, -23], c(2, P.gold)),
  key: (c) =>
    circle(-10, -12, 6, c(0, P.gold)) +
    circle(-10, -12, 2.4, c(1, P.navy)) +
    rect(-4, -13.5, 20, 3, c(0, P.gold)) +
    rect(11, -10.5, 2.5, 4, c(0, P.gold)) +
    rect(6, -10.5, 2.5, 3, c(0, P.gold)),
  door: (c) =>
    rect(-9, -30, 18, 30, c(0, P.navy), 1) + rect(-7, -28, 14, 28, c(1, P.teal)) + circle(4, -14, 1.2, c(2, P.gold)),
  box: (c) =>
    rect(-11, -18, 22, 18, c(0, P.sand)) +
    poly([-11, -18, -14, -23, 8, -23, 11, -18], c(1, "#e8cf95")) +
    rect(-11, -12, 22, 2.2, c(2, P.steel)) +
    rect(3, -7, 6, 3, c(3, P.white)),
  tram: (c) =>
    line(-30, -31, 30, -31, c(1, P.navy), 0.6) +
    line(0, -31, -4, -26, c(1, P.navy), 0.8) +
    line(0, -31, 4, -26, c(1, P.navy), 0.8) +
    rect(-28, -26, 56, 22, c(0, P.white), 5) +
    rect(-28, -11, 56, 4, c(2, P.gold)) +
    [0, 1, 2, 3].map((i) => rect(-24 + i * 12.5, -23, 9, 9, c(1, P.navy), 1.5)).join("") +
    circle(-18, -3, 2.6, c(1, P.navy)) +
    circle(18, -3, 2.6, c(1, P.navy)),
  mug: (c) =>
    rect(-7, -16, 14, 16, c(0, P.white), 2.5) +
    path("M 7 -12 C 13 -12, 13 -4, 7 -5", "none", c(0, P.white), 2) +
    path("M -2 -19 C -4 -23, 0 -24, -2 -28 M 3 -19 C 1 -23, 5 -24, 3 -28", "none", c(1, P.mist), 1.2),
  pin: (c) =>
    path(
      "M 0 0 C -4 -8, -10 -14, -10 -21 C -10 -27, -5 -31, 0 -31 C 5 -31, 10 -27, 10 -21 C 10 -14, 4 -8, 0 0 Z",
      c(0, P.gold),
    ) + circle(0, -21, 3.6, c(1, P.navy)),
  scales: (c) =>
    rect(-8, -2, 16, 2, c(0, P.navy), 1) +
    rect(-1, -34, 2, 32, c(0, P.navy)) +
    line(-18, -30, 18, -34, c(0, P.navy), 1.6) +
    path("M -24 -20 C -24 -15, -12 -15, -12 -20 Z", c(1, P.gold)) +
    path("M 12 -24 C 12 -19, 24 -19, 24 -24 Z", c(2, P.teal)) +
    line(-18, -30, -24, -20, c(0, P.navy), 0.5) +
    line(-18, -30, -12, -20, c(0, P.navy), 0.5) +
    line(18, -34, 12, -24, c(0, P.navy), 0.5) +
    line(18, -34, 24, -24, c(0, P.navy), 0.5) +
    rect(13.5, -28.5, 9, 4, c(3, P.white), 0.8) +
    circle(-18, -22.5, 2.2, c(0, P.navy)),
  path: (c, { w }) =>
    path(`M -10 4 C 20 0, 22 -16, 45 -17 C 66 -18, 72 -34, ${w + 10} -40`, "none", c(0, P.sand), 6) +
    [
      [14, 0],
      [46, -17],
      [80, -33],
    ]
      .map(
        ([x = 0, y = 0], i) =>
          line(x, y, x, y - 20, c(1, P.navy), 1.2) +
          poly([x, y - 20, x + 11, y - 16.5, x, y - 13], i === 2 ? c(2, P.gold) : c(3, P.white)),
      )
      .join(""),
  footprint: (c) =>
    path("M 0 0 C -8 0, -9 -10, -7 -18 C -5 -26, 6 -27, 7 -19 C 8 -11, 7 0, 0 0 Z", c(0, P.teal)) +
    [
      [-6, -30, 2.2],
      [-1, -32, 2],
      [3.5, -31, 1.8],
      [7, -28.5, 1.5],
      [9, -25, 1.3],
    ]
      .map(([x = 0, y = 0, r = 1]) => circle(x, y, r, c(0, P.teal)))
      .join(""),
  bunting: (c, { w }) =>
    path(`M -2 0 Q ${w / 2} 10, ${w + 2} 0`, "none", c(3, P.navy), 0.5) +
    Array.from({ length: 12 }, (_, i) => {
      const x = 4 + i * 8.2;
      const y = Math.sin((x / w) * Math.PI) * 5;
      return poly([x - 3, y, x + 3, y, x, y + 6], [c(0, P.gold), c(1, P.coral), c(2, P.teal)][i % 3] ?? P.gold);
    }).join(""),
  leaf: (c) =>
    path("M 0 0 C -14 -8, -10 -28, 10 -32 C 14 -18, 10 -4, 0 0 Z", c(0, P.teal)) +
    path("M 0 0 C 2 -10, 5 -20, 9 -29", "none", c(1, P.sand), 1),
  drop: (c) =>
    path(
      "M 0 -30 C 6 -20, 11 -14, 11 -8 C 11 -2, 6 2, 0 2 C -6 2, -11 -2, -11 -8 C -11 -14, -6 -20, 0 -30 Z",
      c(0, P.blue),
    ) + path("M -6 -8 C -6 -5, -4 -3, -1 -2", "none", c(1, P.white), 1.4),
  capsule: (c) =>
    `<g transform="rotate(-35 0 -12)">${rect(-14, -17, 28, 10, c(0, P.white), 5)}${path("M 0 -17 L 9 -17 A 5 5 0 0 1 9 -7 L 0 -7 Z", c(1, P.coral))}</g>` +
    rect(8, -20, 14, 18, c(2, P.white), 1.5) +
    rect(11, -24, 8, 4, c(3, P.navy), 1) +
    [0, 1, 2].map((i) => rect(11, -15 + i * 4, 8, 1.2, c(3, P.navy))).join(""),
  heart: (c) =>
    path(
      "M 0 0 C -16 -9, -16 -24, -7 -24 C -3 -24, -1 -22, 0 -19 C 1 -22, 3 -24, 7 -24 C 16 -24, 16 -9, 0 0 Z",
      c(0, P.coral),
    ),
  pulse: (c) => path("M -30 -12 L -10 -12 L -6 -20 L -1 -2 L 3 -16 L 6 -12 L 30 -12", "none", c(0, P.white), 2),
  coins: (c) =>
    [0, 1, 2, 3, 4].map((i) => rect(-9, -4 - i * 3.6, 18, 3.6, i % 2 ? c(0, P.gold) : c(1, "#e5a400"), 1.8)).join("") +
    [0, 1, 2].map((i) => rect(4, -4 - i * 3.6, 18, 3.6, i % 2 ? c(0, P.gold) : c(1, "#e5a400"), 1.8)).join(""),
  tank: (c) =>
    rect(-18, -20, 36, 16, c(0, P.white), 8) +
    rect(-14, -4, 3, 4, c(1, P.navy)) +
    rect(11, -4, 3, 4, c(1, P.navy)) +
    `<text x="0" y="-9" font-family="sans-serif" font-weight="700" font-size="9" text-anchor="middle" fill="${c(2, P.teal)}">H₂</text>`,
  rack: (c) =>
    rect(-9, -36, 18, 36, c(0, P.navy), 1) +
    Array.from(
      { length: 7 },
      (_, i) =>
        rect(-7, -34 + i * 4.8, 14, 3.4, c(1, P.steel), 0.6) +
        circle(4.5, -32.3 + i * 4.8, 0.7, i % 3 ? c(2, P.teal) : c(3, P.gold)),
    ).join(""),
  eu: (c) =>
    circle(0, -18, 18, c(0, P.blue)) +
    Array.from({ length: 12 }, (_, i) => {
      const a = (i * Math.PI) / 6;
      return circle(Math.cos(a) * 11, -18 + Math.sin(a) * 11, 1.5, c(1, P.gold));
    }).join(""),
  wheat: (c) =>
    line(0, 0, 0, -30, c(0, P.gold), 1.2) +
    Array.from(
      { length: 6 },
      (_, i) =>
        `<ellipse cx="${-2.2}" cy="${f(-14 - i * 3)}" rx="1.6" ry="2.8" fill="${c(0, P.gold)}" transform="rotate(-25 -2.2 ${f(-14 - i * 3)})"/><ellipse cx="2.2" cy="${f(-14 - i * 3)}" rx="1.6" ry="2.8" fill="${c(0, P.gold)}" transform="rotate(25 2.2 ${f(-14 - i * 3)})"/>`,
    ).join(""),
  chair: (c) =>
    path("M -8 0 L -6 -14 L 8 -14 L 9 0 M -6 -14 L -8 -32 C 0 -34, 6 -34, 8 -32 L 8 -14", "none", c(0, P.navy), 2) +
    rect(-9, -16, 19, 3, c(1, P.gold), 1),
  easel: (c) =>
    line(-10, 0, 0, -36, c(0, P.navy), 1.4) +
    line(10, 0, 0, -36, c(0, P.navy), 1.4) +
    rect(-13, -32, 26, 20, c(1, P.white), 1) +
    circle(-4, -22, 4.5, c(2, P.gold)) +
    poly([0, -15, 6, -27, 11, -15], c(3, P.teal)),
  swatches: (c) =>
    [P.sand, P.teal, P.coral, P.steel, P.gold, P.mist]
      .map((col, i) => rect(-21 + (i % 3) * 15, -32 + Math.floor(i / 3) * 16, 12, 13, c(i, col), 1.5))
      .join(""),
  drone: (c) =>
    rect(-6, -24, 12, 5, c(0, P.navy), 2) +
    line(-14, -26, 14, -26, c(0, P.navy), 1.2) +
    rect(-19, -27.5, 10, 1.2, c(1, P.mist), 0.6) +
    rect(9, -27.5, 10, 1.2, c(1, P.mist), 0.6) +
    poly([-3, -19, 3, -19, 12, 0, -12, 0], c(2, P.gold)).replace("/>", ' opacity="0.3"/>'),
  cap: (c) =>
    poly([-16, -20, 0, -27, 16, -20, 0, -13], c(0, P.navy)) +
    rect(-9, -18, 18, 7, c(0, P.navy), 2) +
    line(12, -20, 12, -11, c(1, P.gold), 1) +
    circle(12, -10, 1.4, c(1, P.gold)),
  helmet: (c) =>
    path("M -14 -6 C -14 -22, 14 -22, 14 -6 Z", c(0, P.gold)) +
    rect(-17, -7, 34, 3, c(0, P.gold), 1.5) +
    rect(-2, -21, 4, 13, c(1, "#e5a400"), 1),
  bubble: (c) =>
    rect(-18, -34, 36, 22, c(0, P.white), 5) +
    poly([-8, -12.5, -12, -5, -1, -12.5], c(0, P.white)) +
    [0, 1, 2].map((i) => circle(-8 + i * 8, -23, 2.2, c(1, P.navy))).join(""),
  chip: (c) =>
    rect(-12, -28, 24, 24, c(0, P.navy), 2) +
    rect(-6, -22, 12, 12, c(1, P.gold), 1) +
    [0, 1, 2, 3]
      .map(
        (i) =>
          line(-8 + i * 5.3, -28, -8 + i * 5.3, -33, c(0, P.navy), 1.4) +
          line(-8 + i * 5.3, -4, -8 + i * 5.3, 1, c(0, P.navy), 1.4) +
          line(-12, -24 + i * 5.3, -17, -24 + i * 5.3, c(0, P.navy), 1.4) +
          line(12, -24 + i * 5.3, 17, -24 + i * 5.3, c(0, P.navy), 1.4),
      )
      .join(""),
  waves: (c) =>
    [0, 1, 2]
      .map((i) =>
        path(
          `M ${-6 - i * 5} ${-20 - i * 5} A ${8 + i * 5} ${8 + i * 5} 0 0 1 ${6 + i * 5} ${-20 - i * 5}`,
          "none",
          c(0, P.gold),
          1.6,
        ),
      )
      .join(""),
  neural: (c) => {
    const layers = [3, 4, 4, 2];
    const nodes = layers.flatMap((n, l) =>
      Array.from({ length: n }, (_, i) => [-24 + l * 16, -18 - ((n - 1) * 9) / 2 + i * 9] as const),
    );
    const edges: string[] = [];
    let start = 0;
    for (let l = 0; l < layers.length - 1; l++) {
      const a = nodes.slice(start, start + (layers[l] ?? 0));
      const b = nodes.slice(start + (layers[l] ?? 0), start + (layers[l] ?? 0) + (layers[l + 1] ?? 0));
      for (const p of a) for (const q of b) edges.push(line(p[0], p[1], q[0], q[1], c(2, P.steel), 0.5));
      start += layers[l] ?? 0;
    }
    return (
      edges.join("") + nodes.map(([x, y], i) => circle(x, y, 2.6, i % 5 === 0 ? c(0, P.gold) : c(1, P.white))).join("")
    );
  },
  lift: (c, { w }) =>
    line(-5, -40, w + 5, -8, c(0, P.navy), 0.5) +
    [20, 55]
      .map((x) => {
        const y = -40 + ((x + 5) / (w + 10)) * 32;
        return line(x, y, x, y + 6, c(0, P.navy), 0.6) + rect(x - 4, y + 6, 8, 5, c(1, P.gold), 1.2);
      })
      .join(""),
  skier: (c) =>
    line(-12, 2, 12, -4, c(0, P.navy), 1.4) +
    circle(3, -22, 2.6, c(1, P.coral)) +
    path("M 2 -19 L -1 -11 L 4 -5 M -1 -11 L -5 -4 M 2 -17 L 9 -13 M 1 -17 L -6 -14", "none", c(2, P.blue), 2.6) +
    line(-6, -14, -9, -2, c(0, P.navy), 0.6),
  railing: (c, { w }) =>
    rect(-5, -2, w + 10, 2, c(0, P.navy)) +
    rect(-5, -14, w + 10, 1.4, c(0, P.navy)) +
    Array.from({ length: 26 }, (_, i) => rect(i * 4, -14, 0.8, 12, c(0, P.navy))).join(""),
  garland: (c, { w }) =>
    path(`M -2 -2 Q 25 8, 50 0 Q 75 8, ${w + 2} -2`, "none", c(1, P.mist), 0.3) +
    Array.from({ length: 14 }, (_, i) => {
      const x = 3 + i * 7.2;
      const y = i < 7 ? Math.sin((x / 50) * Math.PI) * 4 : Math.sin(((x - 50) / 50) * Math.PI) * 4;
      return circle(x, y, 0.9, c(0, P.gold));
    }).join(""),
  window: (c) =>
    rect(-14, -30, 28, 30, c(0, P.white), 1) +
    rect(-12, -28, 12, 26, c(1, P.mist)) +
    rect(0.5, -28, 11.5, 26, c(1, P.mist)) +
    circle(-6, -20, 3, c(2, P.gold)),
  bed: (c) =>
    rect(-20, -8, 40, 6, c(0, P.blue), 1.5) +
    rect(-20, -12, 12, 5, c(1, P.white), 2) +
    rect(-22, -16, 3, 16, c(2, P.navy), 1) +
    rect(-20, -3, 2, 3, c(2, P.navy)) +
    rect(18, -3, 2, 3, c(2, P.navy)),
  lamp: (c) =>
    line(0, 0, 0, -16, c(0, P.navy), 1) +
    poly([-5, -16, 5, -16, 3, -22, -3, -22], c(1, P.gold)) +
    rect(-4, -1, 8, 1.5, c(0, P.navy)),
  books: (c) =>
    [P.navy, P.gold, P.teal, P.coral, P.steel]
      .map((col, i) => rect(-12 + i * 5, -14 - (i % 2) * 3, 4.2, 14 + (i % 2) * 3, c(i, col), 0.6))
      .join(""),
  person: (c, _f, v) => {
    const skins = [P.skin1, P.skin2, P.skin3, P.skin4, P.skin5];
    const tops = [P.blue, P.gold, P.teal, P.coral, P.steel, P.navy];
    const skin = skins[v % skins.length] ?? P.skin2;
    const top = c(0, tops[v % tops.length] ?? P.blue);
    const hair = c(1, v % 3 === 0 ? P.coral : P.navy);
    return (
      path("M -8 0 C -8 -12, -5 -16, 0 -16 C 5 -16, 8 -12, 8 0 Z", top) +
      circle(0, -21, 4.6, skin) +
      path("M -4.8 -21 C -5 -27, 5 -27, 4.8 -21 C 3 -24, -3 -24, -4.8 -21 Z", hair)
    );
  },
  flag: (c) => line(0, 0, 0, -30, c(0, P.navy), 1) + poly([0, -30, 16, -26, 0, -21], c(1, P.gold)),
  cross: (c) => rect(-3, -20, 6, 20, c(0, P.coral), 1) + rect(-10, -13, 20, 6, c(0, P.coral), 1),
  co2: (c) =>
    circle(0, -14, 10, c(0, P.steel)) +
    `<text x="0" y="-10.5" font-family="sans-serif" font-weight="700" font-size="9" text-anchor="middle" fill="${c(1, P.white)}">CO₂</text>`,
  map: (c) =>
    poly(
      [
        -30, -34, -18, -40, -6, -38, 4, -42, 14, -40, 22, -44, 30, -40, 34, -30, 30, -24, 34, -16, 26, -8, 22, 2, 12, 0,
        6, 6, -2, 2, -10, 4, -18, 0, -26, 2, -32, -6, -30, -16, -34, -24,
      ],
      c(0, P.teal),
    ) +
    [
      [24, -12],
      [29, -18],
      [19, -8],
    ]
      .map(([x = 0, y = 0]) => poly([x - 4, y + 3, x, y - 4, x + 4, y + 3], c(1, P.mist)))
      .join("") +
    [
      [-25, -9],
      [-19, -7],
    ]
      .map(([x = 0, y = 0]) => poly([x - 3.5, y + 2.5, x - 1, y - 2.5, x + 1, y - 2.5, x + 3.5, y + 2.5], c(1, P.mist)))
      .join("") +
    path("M 27 -38 C 18 -34, 8 -30, -2 -24 C 0 -16, -2 -8, 2 6", "none", c(1, P.mist), 1.4) +
    path("M -4 -44 C -6 -36, -2 -30, -2 -24", "none", c(1, P.mist), 1.1) +
    [
      [14, -16],
      [-9, -17],
      [-22, -21],
      [24, -29],
      [17, -23],
      [1, -7],
    ]
      .map(([x = 0, y = 0]) => circle(x, y, 1.7, c(3, P.white)))
      .join("") +
    circle(-2, -24, 2.6, c(2, P.gold)),
  monitor: (c) =>
    rect(-16, -30, 32, 22, c(0, P.navy), 1.5) +
    rect(-14, -28, 28, 18, c(1, P.white), 0.8) +
    [0, 1, 2, 3].map((i) => rect(-11, -25 + i * 4, 22 - (i % 2) * 8, 2, i === 0 ? c(2, P.gold) : P.mist, 1)).join("") +
    rect(-2, -8, 4, 6, c(0, P.navy)) +
    rect(-8, -2, 16, 2, c(0, P.navy), 1),
  board: (c) =>
    rect(-22, -34, 44, 26, c(0, P.white), 1) +
    rect(-22, -34, 44, 26, "none").replace('fill="none"', `fill="none" stroke="${c(1, P.navy)}" stroke-width="1.2"`) +
    path("M -17 -16 C -12 -28, -8 -28, -4 -20 S 4 -12, 8 -24", "none", c(2, P.blue), 1.4) +
    `<text x="11" y="-17" font-family="serif" font-style="italic" font-size="7" fill="${c(3, P.coral)}">∑x</text>` +
    line(-16, 0, -12, -8, c(1, P.navy), 1) +
    line(16, 0, 12, -8, c(1, P.navy), 1),
} satisfies Record<string, Draw>;

/** Every element the catalog may name (SceneElement) is drawn here. */
export const SCENE_ELEMENTS: Record<SceneElement, Draw> = { ...backdrops, ...objects };

export function drawScene(items: SceneItem[], w: number, h: number): string {
  const frame = { w: 100, h: (100 * h) / w };
  const body = items
    .map((item) => {
      const draw = SCENE_ELEMENTS[item.el] as Draw;
      const c = (i: number, fallback: string): string => item.c?.[i] ?? fallback;
      return `<g transform="translate(${f(item.x ?? 0)} ${f(item.y ?? 0)}) scale(${f(item.s ?? 1)})">${draw(c, frame, item.v ?? 0)}</g>`;
    })
    .join("");
  return `<g transform="scale(${f(w / 100)})">${body}</g>`;
}
