import type { APIRoute } from "astro";
import { ogImageResponse } from "../../lib/og-image";
import { onlyWithPosts } from "../../features/blog/load";

export const prerender = true;

/** The blog list's link-preview image (/blog/og.png), drawn with its title; built with the list. */
export async function getStaticPaths() {
  return onlyWithPosts({ image: "og" });
}

export const GET: APIRoute = () => ogImageResponse("Blog");
