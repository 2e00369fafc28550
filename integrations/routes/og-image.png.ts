import type { APIRoute } from "astro";
import { ogImageResponse } from "./og-page.ts";

export const prerender = true;

export const GET: APIRoute = () => ogImageResponse();
