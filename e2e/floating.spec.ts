import { expect, test, type Page } from "@playwright/test";

// Nothing that floats (position: fixed or sticky) covers the page's content or is cut by the
// screen, at any width: the page is scrolled from top to bottom and, at every step, each
// floating element shown is measured against the screen and the page's column.
//   - Cut: it lies within the screen, and so does each of its links and buttons; nothing in it
//     overflows its box (a row of links that runs off the screen).
//   - Over the content: a bar the width of the screen along its top or bottom edge (the header,
//     the docked quick links) is scrolled past by the content, as a sticky header is; any other
//     floating element (a rail, a pill group) stays outside the page's column (the container,
//     gutters included), in the margin beside it.
//   - At the end of the page, nothing but the header at the top of the screen overlaps text.
// Sticky parts of a block (a title that stays beside its figures) are content, not floating UI;
// the consent banner has its own measure (e2e/consent.spec.ts).

const showcases = [
  { path: "/blocs", quickLinks: "Accès rapides" },
  { path: "/en/blocks", quickLinks: "Quick links" },
] as const;

const screens = [
  { width: 375, height: 667 },
  { width: 768, height: 1024 },
  { width: 1440, height: 900 },
] as const;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Floating {
  name: string;
  box: Box;
  edgeBar: "top" | "bottom" | null;
  /** Its links, buttons or boxes that are cut (by the screen, or by its own overflow). */
  cut: string[];
}

/** The floating elements shown now (outermost only), measured. */
function floatingNow(page: Page): Promise<Floating[]> {
  return page.evaluate(() => {
    const slack = 0.5;
    const isFloating = (element: Element) => {
      const position = getComputedStyle(element).position;
      return position === "fixed" || (position === "sticky" && !element.closest("main"));
    };
    const shown = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      return (
        style.visibility !== "hidden" &&
        Number(style.opacity) > 0 &&
        box.width > 0 &&
        box.height > 0 &&
        box.bottom > 0 &&
        box.top < innerHeight &&
        box.right > 0 &&
        box.left < innerWidth
      );
    };
    const name = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.getAttribute("aria-label") ? `[${element.getAttribute("aria-label")}]` : ""}${element.id ? `#${element.id}` : ""}`;
    const width = document.documentElement.clientWidth;
    const found: Floating[] = [];
    for (const element of document.body.querySelectorAll("*")) {
      if (!isFloating(element) || !shown(element) || element.closest("#cc-main")) continue;
      let parent = element.parentElement;
      while (parent && !isFloating(parent)) parent = parent.parentElement;
      if (parent) continue; // measured with its floating ancestor
      const rect = element.getBoundingClientRect();
      const box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      const fullWidth = box.left <= slack && box.right >= width - slack;
      const edgeBar = !fullWidth
        ? null
        : box.top <= slack
          ? "top"
          : box.bottom >= innerHeight - slack
            ? "bottom"
            : null;
      const cut: string[] = [];
      const within = (inner: DOMRect, outer: Box) =>
        inner.left >= outer.left - slack &&
        inner.right <= outer.right + slack &&
        inner.top >= outer.top - slack &&
        inner.bottom <= outer.bottom + slack;
      const screen = { left: 0, top: 0, right: width, bottom: innerHeight };
      if (!within(rect, screen)) cut.push(`${name(element)} runs off the screen`);
      // Drawn here: what the screen shows at its centre is it, or in it (not a panel clipped away, closed).
      const drawn = (part: Element) => {
        const inner = part.getBoundingClientRect();
        const x = Math.min(Math.max((inner.left + inner.right) / 2, 0), width - 1);
        const y = Math.min(Math.max((inner.top + inner.bottom) / 2, 0), innerHeight - 1);
        return part.contains(document.elementFromPoint(x, y));
      };
      for (const part of [element, ...element.querySelectorAll("*")]) {
        if (part !== element && (!shown(part) || !drawn(part))) continue;
        // A scroller that hides part of what it holds (a row of links running off the screen).
        const style = getComputedStyle(part);
        if (["auto", "scroll"].includes(style.overflowX) && part.scrollWidth > part.clientWidth + 1)
          cut.push(`${name(part)} hides part of its content (${part.scrollWidth} px in ${part.clientWidth})`);
        // A link or button lies wholly on the screen, and in its floating box.
        const inner = part.getBoundingClientRect();
        if (part.matches("a, button") && !(within(inner, box) && within(inner, screen)))
          cut.push(`"${(part as HTMLElement).innerText.trim()}" is cut`);
      }
      found.push({ name: name(element), box, edgeBar, cut });
    }
    return found;
  });
}

/** The page's column where it meets the screen: the boxes of its containers (gutters included). */
function columnBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll(".container"))
      .filter((element) => {
        for (let node: Element | null = element; node; node = node.parentElement)
          if (getComputedStyle(node).position === "fixed" || node.matches("body > header")) return false;
        return true;
      })
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.height > 0 && box.bottom > 0 && box.top < innerHeight)
      .map((box) => ({ left: box.left, top: box.top, right: box.right, bottom: box.bottom })),
  );
}

/** The boxes of the lines of text of the page's content (main and footer) on the screen now. */
function textBoxes(page: Page): Promise<Box[]> {
  return page.evaluate(() => {
    const boxes: Box[] = [];
    for (const root of document.querySelectorAll("main, body > footer")) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        let floating = false;
        for (let parent = node.parentElement; parent && !floating; parent = parent.parentElement)
          floating = getComputedStyle(parent).position === "fixed";
        if (floating) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const box of range.getClientRects())
          if (box.width > 0 && box.bottom > 0 && box.top < innerHeight)
            boxes.push({ left: box.left, top: box.top, right: box.right, bottom: box.bottom });
      }
    }
    return boxes;
  });
}

/** How much two boxes overlap (0 when they only touch). */
function overlap(a: Box, b: Box): number {
  const width = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const height = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return width > 1 && height > 1 ? width * height : 0;
}

async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(() => document.getAnimations().every((animation) => animation.playState !== "running"));
}

for (const { path, quickLinks } of showcases) {
  for (const screen of screens) {
    test(`${path} at ${screen.width} px: nothing floating is cut or covers the content, from top to bottom`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize(screen);
      await page.goto(path);
      const problems = new Set<string>();
      const seen = new Set<string>();
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; ; y += Math.round(screen.height * 0.6)) {
        // At once: the site scrolls smoothly, and a step is measured where it stands, not on its way.
        await page.evaluate((top) => window.scrollTo({ top, behavior: "instant" }), Math.min(y, height));
        await settle(page);
        const at = await page.evaluate(() => Math.round(scrollY));
        const floating = await floatingNow(page);
        const column = await columnBoxes(page);
        for (const element of floating) {
          seen.add(element.name);
          for (const cut of element.cut) problems.add(cut);
          if (element.edgeBar) continue;
          if (column.some((box) => overlap(box, element.box) > 0))
            problems.add(`${element.name} floats over the page's column (at ${at} px)`);
        }
        if (y >= height) break;
      }
      // At the end of the page: nothing over its last lines but the header, along the top.
      await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }));
      await settle(page);
      const text = await textBoxes(page);
      for (const element of await floatingNow(page)) {
        if (element.edgeBar === "top") continue;
        if (text.some((line) => overlap(line, element.box) > 0))
          problems.add(`${element.name} covers text at the end of the page`);
      }
      expect([...problems]).toEqual([]);
      // The quick links did dock on the way (the test saw what it checks).
      expect([...seen]).toContain(`nav[${quickLinks}]`);
    });
  }
}
