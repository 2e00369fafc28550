import type { APIRoute } from "astro";
import { cvText } from "../features/cv/formats";
import { loadCv } from "../views/cv";

/** The CV as plain text, for applicant-tracking systems and plain-text forms. */
export const GET: APIRoute = async () =>
  new Response(cvText(await loadCv()), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
