import { contentRoute } from "../../../_site/content-page.tsx";

// Pages not prerendered at build are rendered on first request, then cached.
export const dynamicParams = true;

const route = contentRoute("fr");
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.ContentPage;
