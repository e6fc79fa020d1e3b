import type { ComponentProps } from "react";
import type { Language } from "@/config/site.ts";
import { blockText } from "@/lib/i18n/blocks.ts";
import { Slider } from "../../islands.tsx";

type Props = Pick<ComponentProps<typeof Slider>, "label" | "variant" | "children"> & { language: Language };

/** A block's slider, its buttons and announced position worded in the page's language. */
export function BlockSlider({ language, ...props }: Props) {
  const text = blockText(language);
  return (
    <Slider
      {...props}
      previousLabel={text.previous}
      nextLabel={text.next}
      positionTemplate={text.slideOf}
      rangeTemplate={text.slidesOf}
    />
  );
}
