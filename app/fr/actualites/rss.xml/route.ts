import { newsFeedRoute } from "../../../_site/news-feed-route.ts";

export const dynamic = "force-static";
export const GET = newsFeedRoute("fr", "rss");
