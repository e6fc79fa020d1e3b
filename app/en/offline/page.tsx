import { offlineRoute } from "../../_site/offline-page.tsx";

const route = offlineRoute("en");
export const metadata = route.metadata;
export default route.OfflinePage;
