import { searchRoute } from "../../_site/search-page.tsx";

const route = searchRoute("fr");
export const generateMetadata = route.generateMetadata;
export default route.SearchPage;
