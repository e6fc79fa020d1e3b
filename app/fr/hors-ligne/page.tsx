import { offlineRoute } from "../../_site/offline-page.tsx";

const route = offlineRoute("fr");
export const generateMetadata = route.generateMetadata;
export default route.OfflinePage;
