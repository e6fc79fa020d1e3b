// Where a row of slides is scrolled to, as the slider's counter and buttons need it: the slides
// shown whole, and whether either end is reached. Pure, so it is tested without a browser.

/** A slide's left edge (from the first slide's) and width, in pixels. */
export interface SlideBox {
  start: number;
  width: number;
}

export interface SliderPosition {
  /** Index of the first and last slide shown whole (the same one when one shows at a time). */
  first: number;
  last: number;
  atStart: boolean;
  atEnd: boolean;
}

/** Subpixel layout and snapping leave a pixel or two either way. */
const tolerance = 2;

/** `scroll`: the row's scroll offset, its visible width and the largest offset it can scroll to. */
export function sliderPosition(
  slides: readonly SlideBox[],
  scroll: { left: number; width: number; max: number },
): SliderPosition {
  const whole: number[] = [];
  let nearest = 0;
  slides.forEach((slide, index) => {
    if (slide.start >= scroll.left - tolerance && slide.start + slide.width <= scroll.left + scroll.width + tolerance)
      whole.push(index);
    if (Math.abs(slide.start - scroll.left) < Math.abs((slides[nearest]?.start ?? 0) - scroll.left)) nearest = index;
  });
  return {
    first: whole[0] ?? nearest,
    last: whole.at(-1) ?? nearest,
    atStart: scroll.left <= tolerance,
    atEnd: scroll.left >= scroll.max - tolerance,
  };
}

/** The counter's text: "3 of 5" for one slide, "3 to 5 of 5" for several (templates with {index}, {first}, {last}, {total}). */
export function positionText(
  position: Pick<SliderPosition, "first" | "last">,
  total: number,
  templates: { one: string; range: string },
): string {
  const fill = (template: string) =>
    template
      .replace("{index}", String(position.first + 1))
      .replace("{first}", String(position.first + 1))
      .replace("{last}", String(position.last + 1))
      .replace("{total}", String(total));
  return fill(position.last > position.first ? templates.range : templates.one);
}
