import { searchRoute } from "../../_site/search-page.tsx";

const route = searchRoute("en");
export const generateMetadata = route.generateMetadata;
export default route.SearchPage;
