export { default } from "../../_site/not-found-boundary.tsx";
