import type { APIRoute } from "astro";
import { allLanguageColors } from "../features/repositories/linguist";

/** Linguist's language colours, for a language the Projects page meets only in the browser. */
export const GET: APIRoute = () =>
  new Response(JSON.stringify(allLanguageColors()), {
    headers: { "Content-Type": "application/json" },
  });
