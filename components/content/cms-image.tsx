import NextImage from "next/image";
import { isVectorImage } from "@/lib/wordpress/media.ts";
import type { Image } from "@/lib/wordpress/types.ts";

interface Props {
  image: Image;
  /** The widths the image is shown at, per breakpoint (the `sizes` attribute): next/image picks the file from it. */
  sizes: string;
  className?: string;
  /** The text beside it says the same: an empty `alt`, so screen readers skip it. */
  decorative?: boolean;
  /** The page's first, largest image: loaded at once and preloaded; every other one loads lazily. */
  priority?: boolean;
}

/**
 * An image from WordPress, sized by the CMS's width and height (no layout shift), resized by
 * next/image; an SVG is shown as it is (next/image resizes raster images only).
 */
export function CmsImage({ image, sizes, className, decorative = false, priority = false }: Props) {
  return (
    <NextImage
      src={image.src}
      alt={decorative ? "" : image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      unoptimized={isVectorImage(image.src)}
      className={className}
      preload={priority}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
    />
  );
}
