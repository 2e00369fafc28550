import type { APIRoute } from "astro";
import { ogImageResponse } from "../../lib/og-image";
import { localPosts, onlyWithPosts } from "../../features/blog/load";

/**
 * The link-preview images of the list (/blog/og.png, built with it) and of each post
 * (/blog/<slug>/og.png), each drawn with its title.
 */
export async function getStaticPaths() {
  const list = await onlyWithPosts({ image: "og" });
  return [
    ...list.map(({ params }) => ({ params, props: { title: "Blog" } })),
    ...(await localPosts()).map((entry) => ({
      params: { image: `${entry.slug}/og` },
      props: { title: entry.data.title },
    })),
  ];
}

export const GET: APIRoute = ({ props }) => ogImageResponse(String(props.title));
