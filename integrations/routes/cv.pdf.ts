import type { APIRoute } from "astro";
import { site } from "../../src/site.ts";
import { generateCv } from "../cv.ts";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(Buffer.from(await generateCv(site)), {
    headers: { "Content-Type": "application/pdf" },
  });
