import type { APIRoute } from "astro";
import { ogImageResponse } from "../../../lib/og-image";
import { localPosts } from "../../../features/blog/load";

export const prerender = true;

/** Each post's link-preview image, drawn with its title. */
export async function getStaticPaths() {
  return (await localPosts()).map((entry) => ({
    params: { slug: entry.id },
    props: { title: entry.data.title },
  }));
}

export const GET: APIRoute = ({ props }) => ogImageResponse((props as { title: string }).title);
