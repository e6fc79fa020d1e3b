import localFont from "next/font/local";

/**
 * Inter, variable weight, from the @fontsource-variable/inter package, cut down to the weights
 * and features the site uses (scripts/generate-font.ts, which keeps the same weight range).
 */
export const inter = localFont({
  src: "./fonts/inter-latin-wght-normal.woff2",
  weight: "400 900",
  style: "normal",
  display: "swap",
  variable: "--font-inter",
  fallback: ["ui-sans-serif", "system-ui", "Segoe UI", "Roboto", "Arial", "sans-serif"],
});
