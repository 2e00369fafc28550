import type { APIRoute } from "astro";
import { resumeJson } from "../features/cv/formats";
import { loadCv } from "../views/cv";
import { CV } from "../routes";
import { absoluteUrl } from "../seo";

export const prerender = true;

/** The CV in the JSON Resume schema. */
export const GET: APIRoute = async () =>
  new Response(`${JSON.stringify(resumeJson(await loadCv(), absoluteUrl(CV.json)), null, 2)}\n`, {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
