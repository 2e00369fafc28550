import type { APIRoute } from "astro";
import { generateCv } from "../../features/cv/pdf";
import { languagePaths, site, type PageLanguage } from "../../site";
import { loadCv } from "../../views/cv";

/**
 * The Download CV link's file in each language, named `cv.downloadName` (Alex-Morgan-CV.pdf),
 * drawn from the CV. An owner's own PDF (`cv.file`) is served from public/ as it is, and nothing
 * is drawn.
 */
export const getStaticPaths = () =>
  languagePaths()
    .filter(({ props }) => !props.site.cv.file)
    .map(({ params, props }) => ({
      params: { ...params, cv: props.site.cv.downloadName.replace(/\.pdf$/, "") },
      props,
    }));

export const GET: APIRoute<PageLanguage> = async ({ props }) =>
  new Response(Buffer.from(await generateCv(await loadCv(props.lang), site)), {
    headers: { "Content-Type": "application/pdf" },
  });
