import { offlineRoute } from "../../_site/offline-page.tsx";

const route = offlineRoute("fr");
export const metadata = route.metadata;
export default route.OfflinePage;
