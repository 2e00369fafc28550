import type { APIRoute } from "astro";
import { languageColors } from "../features/repositories/linguist";

/** Linguist's language colours, for a language the Projects page meets only in the browser. */
export const GET: APIRoute = () => Response.json(languageColors());
