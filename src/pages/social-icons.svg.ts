import type { APIRoute } from "astro";
import { socialIconSprite } from "../components/iconSprite";
import { site } from "../site";

export const GET: APIRoute = () =>
  new Response(socialIconSprite(site.social.map((link) => link.icon)), {
    headers: { "Content-Type": "image/svg+xml" },
  });
