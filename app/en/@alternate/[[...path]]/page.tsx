import { alternateSlot } from "../../../_site/alternate-slot.tsx";

export default alternateSlot("en");
