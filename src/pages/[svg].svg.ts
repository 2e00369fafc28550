import type { APIRoute } from "astro";
import { repositoryIconSprite, socialIconSprite, techIconSprite } from "../components/iconSprite";
import { favicon } from "../lib/og-image";
import { site } from "../site";

/**
 * The SVG files: the favicon, and the sprites of the Tech Stack's, the profile links' and the
 * repository cards' icons.
 */
export const getStaticPaths = () =>
  Object.entries({
    favicon: () => favicon(),
    "tech-icons": () => techIconSprite(site.tech),
    "social-icons": () => socialIconSprite(site.social.map((link) => link.icon)),
    "repository-icons": repositoryIconSprite,
  }).map(([svg, draw]) => ({ params: { svg }, props: { draw } }));

export const GET: APIRoute<{ draw: () => string | Promise<string> }> = async ({ props }) =>
  new Response(await props.draw(), { headers: { "Content-Type": "image/svg+xml" } });
