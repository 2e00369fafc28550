import type { APIRoute } from "astro";
import { cvText } from "../../features/cv/formats";
import { languagePaths, type PageLanguage } from "../../site";
import { loadCv } from "../../views/cv";

export const getStaticPaths = languagePaths;

/** The CV as plain text, for applicant-tracking systems and plain-text forms. */
export const GET: APIRoute<PageLanguage> = async ({ props }) =>
  new Response(cvText(await loadCv(props.lang)), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
