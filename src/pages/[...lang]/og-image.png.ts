import type { APIRoute } from "astro";
import { ogImageResponse } from "../../lib/og-image";
import { languagePaths, type PageLanguage } from "../../site";

export const getStaticPaths = languagePaths;

/** The site's link-preview image in each language: the owner's name, role and accent. */
export const GET: APIRoute<PageLanguage> = ({ props }) => ogImageResponse(undefined, props);
