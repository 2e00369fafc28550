import type { APIRoute, GetStaticPaths } from "astro";
import { ogImageResponse } from "../../../lib/og-image";
import { caseStudyEntries } from "../../../features/case-studies/load";

/** Each case study's link-preview image, drawn with its title. */
export const getStaticPaths = (async () =>
  (await caseStudyEntries()).map((entry) => ({
    params: { slug: entry.slug },
    props: { title: entry.data.title },
  }))) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) => ogImageResponse(String(props.title));
