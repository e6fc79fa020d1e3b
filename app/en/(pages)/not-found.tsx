import { notFoundBoundary } from "../../_site/not-found-boundary.tsx";

export default notFoundBoundary("en");
