import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";

// Sharp images: every picture in the first screen is delivered at least at the size it is
// painted at times the screen's pixel density (or the largest the source has), on phones,
// tablets and desktops at 1×, 2× and 3×. A picture that covers a box of another shape than its
// own (object-fit: cover) is painted wider than its box: it is measured as painted.

const pageKinds = {
  home: "/",
  "content page": "/etudier",
  blocks: "/blocs",
  "events list": "/agenda",
  event: "/event-visite-plateformes-materiaux",
  societies: "/ecosysteme/membres",
  "home (en)": "/en",
} as const;

/** Phone, tablet and desktop screens (width × height). */
const screens = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

interface Shown {
  /** What the image's `currentSrc` is (a /_next/image address, or the file itself). */
  src: string;
  alt: string;
  naturalWidth: number;
  naturalHeight: number;
  /** The width and height its pixels are painted at, in CSS pixels. */
  paintedWidth: number;
  paintedHeight: number;
}

/** The images whose box meets the first screen, once each has loaded, measured as painted. */
async function firstScreenImages(page: Page): Promise<Shown[]> {
  await page.waitForFunction(() =>
    Array.from(document.images).every((image) => {
      const box = image.getBoundingClientRect();
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      return !inView || (image.complete && image.naturalWidth > 0);
    }),
  );
  const shown = await page.evaluate(() =>
    Array.from(document.images).flatMap((image) => {
      const box = image.getBoundingClientRect();
      const style = getComputedStyle(image);
      const inView = box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (!inView || box.width < 1 || box.height < 1 || style.visibility === "hidden") return [];
      const ratio = image.naturalWidth / image.naturalHeight; // the same for any density
      // The image's content box, where object-fit lays its pixels out.
      const width = image.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const height = image.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      let paintedWidth = width;
      let paintedHeight = height;
      if (style.objectFit === "cover" || style.objectFit === "contain") {
        const pick = style.objectFit === "cover" ? Math.max : Math.min;
        paintedWidth = pick(width, height * ratio);
        paintedHeight = paintedWidth / ratio;
      } else if (style.objectFit === "none") {
        paintedWidth = image.naturalWidth;
        paintedHeight = image.naturalHeight;
      }
      return [
        {
          src: image.currentSrc,
          alt: image.alt,
          naturalWidth: image.naturalWidth,
          naturalHeight: image.naturalHeight,
          paintedWidth,
          paintedHeight,
        },
      ];
    }),
  );
  // An image chosen from a srcset reports its size divided by its density: the file's own
  // width is that of the same address loaded alone (from the cache).
  for (const image of shown) {
    const file = await page.evaluate(async (src) => {
      const alone = new Image();
      alone.src = src;
      await alone.decode();
      return { width: alone.naturalWidth, height: alone.naturalHeight };
    }, image.src);
    image.naturalWidth = file.width;
    image.naturalHeight = file.height;
  }
  return shown;
}

const sourceWidths = new Map<string, Promise<number>>();

/** The width of the file the image was made from (the media library's original). */
function sourceWidth(request: APIRequestContext, src: string): Promise<number> {
  const address = new URL(src);
  const original = address.pathname === "/_next/image" ? address.searchParams.get("url") : src;
  if (!original) throw new Error(`no source for ${src}`);
  let known = sourceWidths.get(original);
  if (!known) {
    known = (async () => {
      const response = await request.get(new URL(original, address).href);
      expect(response.ok(), `the original of ${src}`).toBe(true);
      const { width } = await sharp(await response.body()).metadata();
      return width ?? 0;
    })();
    sourceWidths.set(original, known);
  }
  return known;
}

for (const [kind, path] of Object.entries(pageKinds)) {
  for (const deviceScaleFactor of [1, 2, 3]) {
    test.describe(`${kind} at ${deviceScaleFactor}×`, () => {
      test.use({ deviceScaleFactor });
      for (const screen of screens) {
        test(`every picture of the first screen at ${screen.width} px is as sharp as the screen`, async ({
          page,
          request,
        }) => {
          await page.setViewportSize(screen);
          // Not the whole page's load: the first screen's images are waited for, each loaded.
          await page.goto(path, { waitUntil: "domcontentloaded" });
          const images = await firstScreenImages(page);
          const blurred: string[] = [];
          for (const image of images) {
            if (/\.svg(?:$|[?&])/i.test(decodeURIComponent(image.src))) continue; // vectors are sharp at any size
            const needed = Math.ceil(image.paintedWidth * deviceScaleFactor - 1);
            if (image.naturalWidth >= needed) continue;
            const largest = await sourceWidth(request, image.src);
            if (image.naturalWidth >= largest) continue;
            blurred.push(
              `"${image.alt}": ${image.naturalWidth} px delivered, painted ${Math.round(image.paintedWidth)}×${Math.round(image.paintedHeight)} at ${deviceScaleFactor}× needs ${needed} (source ${largest})`,
            );
          }
          expect(blurred).toEqual([]);
        });
      }
    });
  }
}
