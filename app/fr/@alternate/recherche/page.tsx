import { searchAlternate } from "../../../_site/search-page.tsx";

export default searchAlternate("fr");
