import type { APIRoute } from "astro";
import { favicon } from "../lib/og-image";

export const GET: APIRoute = async () =>
  new Response(await favicon(), { headers: { "Content-Type": "image/svg+xml" } });
