import type { APIRoute } from "astro";
import { techIconSprite } from "../components/iconSprite";
import { site } from "../site";

export const GET: APIRoute = () =>
  new Response(techIconSprite(site.tech), { headers: { "Content-Type": "image/svg+xml" } });
