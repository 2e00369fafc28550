import type { APIRoute } from "astro";
import { iconSprite } from "../components/iconSprite";
import { site } from "../site";

export const GET: APIRoute = () =>
  new Response(
    iconSprite(
      site.tech,
      site.social.map((link) => link.icon),
    ),
    { headers: { "Content-Type": "image/svg+xml" } },
  );
