export { default } from "./[[...path]]/page.tsx";
