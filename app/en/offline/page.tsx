import { offlineRoute } from "../../_site/offline-page.tsx";

const route = offlineRoute("en");
export const generateMetadata = route.generateMetadata;
export default route.OfflinePage;
