import type { APIRoute } from "astro";
import { withBase } from "../../src/routes.ts";
import { site } from "../../src/site.ts";
import { renderManifest } from "../web-manifest.ts";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(renderManifest(site, withBase("/", import.meta.env.BASE_URL)), {
    headers: { "Content-Type": "application/manifest+json" },
  });
