import type { APIRoute } from "astro";
import { resumeJson } from "../features/cv/formats";
import { loadCv } from "../views/cv";
import { CV } from "../routes";
import { absoluteUrl } from "../seo";

/** The CV in the JSON Resume schema. */
export const GET: APIRoute = async () =>
  new Response(resumeJson(await loadCv(), absoluteUrl(CV.json)), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
