// The slider's counter and buttons: which slides show whole, and whether an end is reached.
import { describe, expect, it } from "vitest";
import { positionText, sliderPosition } from "../components/blocks/parts/slider-position.ts";

/** `count` slides of `width` with `gap` between them, as the slider's grid lays them out. */
const row = (count: number, width: number, gap: number) =>
  Array.from({ length: count }, (_, index) => ({ start: index * (width + gap), width }));
const templates = { one: "{index} sur {total}", range: "{first} à {last} sur {total}" };

describe("slider position", () => {
  // Three cards at once (desktop): 5 slides of 400 px, 24 px apart, in a 1248 px row.
  const cards = row(5, 400, 24);
  const max = 5 * 400 + 4 * 24 - 1248;

  it("names the slides shown whole, from the first to the last position", () => {
    expect(sliderPosition(cards, { left: 0, width: 1248, max })).toEqual({
      first: 0,
      last: 2,
      atStart: true,
      atEnd: false,
    });
    expect(sliderPosition(cards, { left: 424, width: 1248, max })).toEqual({
      first: 1,
      last: 3,
      atStart: false,
      atEnd: false,
    });
    // At the end the last slide is shown: the counter says so.
    const end = sliderPosition(cards, { left: max, width: 1248, max });
    expect(end).toEqual({ first: 2, last: 4, atStart: false, atEnd: true });
    expect(positionText(end, 5, templates)).toBe("3 à 5 sur 5");
  });

  it("tolerates the pixel or two of subpixel layout and snapping", () => {
    expect(sliderPosition(cards, { left: 425.5, width: 1248, max })).toMatchObject({ first: 1, last: 3 });
    expect(sliderPosition(cards, { left: max - 1, width: 1248, max })).toMatchObject({ last: 4, atEnd: true });
  });

  it("counts one slide at a time when one shows whole beside part of the next (phone)", () => {
    const phone = row(5, 300, 16);
    const phoneMax = 5 * 300 + 4 * 16 - 345;
    expect(positionText(sliderPosition(phone, { left: 0, width: 345, max: phoneMax }), 5, templates)).toBe("1 sur 5");
    expect(positionText(sliderPosition(phone, { left: 316, width: 345, max: phoneMax }), 5, templates)).toBe("2 sur 5");
    expect(positionText(sliderPosition(phone, { left: phoneMax, width: 345, max: phoneMax }), 5, templates)).toBe(
      "5 sur 5",
    );
  });

  it("falls back to the slide nearest the row's start while scrolling between two", () => {
    const single = row(3, 800, 24);
    expect(sliderPosition(single, { left: 300, width: 800, max: 1648 })).toEqual({
      first: 0,
      last: 0,
      atStart: false,
      atEnd: false,
    });
    expect(sliderPosition(single, { left: 600, width: 800, max: 1648 })).toMatchObject({ first: 1, last: 1 });
  });
});
