import type { APIRoute, GetStaticPaths } from "astro";
import { loadCv } from "../views/cv";
import { generateCv } from "../features/cv/pdf";
import { site } from "../site";

/**
 * The Download CV link's file, named `cv.downloadName` (Alex-Morgan-CV.pdf), drawn from the CV.
 * An owner's own PDF (`cv.file`) is served from public/ as it is, and nothing is drawn.
 */
export const getStaticPaths = (() =>
  site.cv.file
    ? []
    : [{ params: { cv: site.cv.downloadName.replace(/\.pdf$/, "") } }]) satisfies GetStaticPaths;

export const GET: APIRoute = async () =>
  new Response(Buffer.from(await generateCv(await loadCv(), site)), {
    headers: { "Content-Type": "application/pdf" },
  });
