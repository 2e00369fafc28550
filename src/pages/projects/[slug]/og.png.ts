import type { APIRoute, GetStaticPaths } from "astro";
import { ogImageResponse } from "../../../../integrations/routes/og-page";
import { caseStudyEntries } from "../../../features/case-studies/load";

export const prerender = true;

/** Each case study's link-preview image, drawn with its title. */
export const getStaticPaths = (async () =>
  (await caseStudyEntries()).map((entry) => ({
    params: { slug: entry.id },
    props: { title: entry.data.title },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => ogImageResponse(String(props.title));
