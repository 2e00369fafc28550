import type { APIRoute } from "astro";
import { site } from "../../src/site.ts";
import { renderRobotsTxt } from "../robots-txt.ts";

export const prerender = true;

export const GET: APIRoute = () =>
  new Response(renderRobotsTxt(site.siteUrl, import.meta.env.BASE_URL), {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
