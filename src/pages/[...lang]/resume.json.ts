import type { APIRoute } from "astro";
import { resumeJson } from "../../features/cv/formats";
import { CV } from "../../routes";
import { absoluteUrl } from "../../seo";
import { languagePaths, type PageLanguage } from "../../site";
import { loadCv } from "../../views/cv";

export const getStaticPaths = languagePaths;

/** The CV in the JSON Resume schema. */
export const GET: APIRoute<PageLanguage> = async ({ props }) =>
  new Response(resumeJson(await loadCv(props.lang), absoluteUrl(props.path(CV.json))), {
    headers: { "Content-Type": "application/json; charset=utf-8" },
  });
