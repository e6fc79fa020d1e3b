import type { MetadataRoute } from "next";
import { env } from "@/config/env.ts";

export default function robots(): MetadataRoute.Robots {
  const { siteUrl } = env();
  return { rules: [{ userAgent: "*", allow: "/", disallow: ["/api/"] }], sitemap: `${siteUrl}/sitemap.xml` };
}
