import { agendaCalendarRoute } from "../../../_site/calendar-routes.ts";

// Static, rendered once per content version (app/_site/calendar-routes.ts); filtered agendas on first request.
export const dynamic = "force-static";
export const dynamicParams = true;

const route = agendaCalendarRoute("fr");
export const generateStaticParams = route.generateStaticParams;
export const GET = route.GET;
