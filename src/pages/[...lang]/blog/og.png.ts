import type { APIRoute } from "astro";
import { hasPosts } from "../../../features/blog/load";
import { ogImageResponse } from "../../../lib/og-image";
import { languagePaths, type PageLanguage } from "../../../site";

/** The blog list's link-preview image in each language, built with the list. */
export const getStaticPaths = async () => ((await hasPosts()) ? languagePaths() : []);

export const GET: APIRoute<PageLanguage> = ({ props }) =>
  ogImageResponse(props.t["nav.blog"], props);
