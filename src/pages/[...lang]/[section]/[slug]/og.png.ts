import type { APIRoute } from "astro";
import { localPosts } from "../../../../features/blog/load";
import { caseStudyEntries } from "../../../../features/case-studies/load";
import { ogImageResponse } from "../../../../lib/og-image";
import { languagePaths, type PageLanguage } from "../../../../site";

/**
 * Each case study's and each post's link-preview image in each language, drawn with its title in
 * that language: /projects/<slug>/og.png and /blog/<slug>/og.png.
 */
export const getStaticPaths = async () => {
  const sections = { projects: caseStudyEntries, blog: localPosts };
  const paths = languagePaths().flatMap(({ params, props }) =>
    Object.entries(sections).map(async ([section, entries]) =>
      (await entries(props.lang)).map(({ slug, data }) => ({
        params: { ...params, section, slug },
        props: { ...props, title: data.title },
      })),
    ),
  );
  return (await Promise.all(paths)).flat();
};

export const GET: APIRoute<PageLanguage & { title: string }> = ({ props }) =>
  ogImageResponse(props.title, props);
