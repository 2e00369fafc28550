import type { APIRoute } from "astro";
import { renderManifest } from "../lib/web-manifest";
import { withBase } from "../routes";
import { site } from "../site";

export const GET: APIRoute = () =>
  new Response(renderManifest(site, withBase("/", import.meta.env.BASE_URL)), {
    headers: { "Content-Type": "application/manifest+json" },
  });
