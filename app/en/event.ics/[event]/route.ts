import { eventCalendarRoute } from "../../../_site/calendar-routes.ts";

// Static, rendered once per content version (app/_site/calendar-routes.ts); an event published later on first request.
export const dynamic = "force-static";
export const dynamicParams = true;

const route = eventCalendarRoute("en");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
