// The ACF fields of events and of societies as the site reads them, each one lenient: a bad field
// is empty, not an error. events.ts and societies.ts map posts with them; the WordPress check
// (contract/checks/post-types.ts) asks them whether the site shows a value.
import { z } from "zod";
import { acfImage, acfImageOrUrl, acfLink, acfText } from "./acf.ts";

/** The ACF fields of an event, each one lenient: a bad field is empty, not an error. */
export const eventAcf = z.looseObject({
  type: z.enum(["event", "news"]).optional().catch(undefined),
  start_date: acfText.catch(""),
  end_date: acfText.catch(""),
  place: acfText.catch(""),
  field: acfText.catch(""),
  image: acfImage.catch(null),
  registration_link: acfLink.catch(null),
});

/** The ACF fields of a society. */
export const societyAcf = z.looseObject({
  // An image array, or its URL alone (a square box shows it).
  logo: acfImageOrUrl({ width: 300, height: 300 }).catch(null),
  website: acfText.catch(""),
  place: acfText.catch(""),
  field: acfText.catch(""),
  members: z
    .union([z.number(), z.string().regex(/^\d+$/).transform(Number)])
    .pipe(z.number().int().nonnegative())
    .optional()
    .catch(undefined),
});
