import { languageLayout } from "../_site/language-layout.tsx";

export { viewport } from "../_site/viewport.ts";
export default languageLayout("en");
