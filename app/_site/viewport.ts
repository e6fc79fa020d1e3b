import type { Viewport } from "next";
import { themeColor } from "@/config/site.ts";

export const viewport: Viewport = { themeColor, width: "device-width", initialScale: 1 };
