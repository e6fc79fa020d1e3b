import type { MetadataRoute } from "next";
import { themeColor } from "@/config/site.ts";
import { defaultDescription } from "@/lib/seo/metadata.ts";
import { getSiteOptionsOrDefaults } from "@/lib/wordpress/options.ts";

// Rendered on request from the cached site options (its name is the site's, set in WordPress).
export const dynamic = "force-dynamic";

/** The web app manifest: name, colours and icons for "add to home screen". */
export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const { siteName } = await getSiteOptionsOrDefaults();
  return {
    name: siteName,
    short_name: siteName,
    description: defaultDescription.fr,
    lang: "fr",
    start_url: "/",
    display: "browser",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: [
      { src: "/icon.png", sizes: "96x96", type: "image/png" },
      { src: "/apple-icon.png", sizes: "180x180", type: "image/png" },
    ],
  };
}
