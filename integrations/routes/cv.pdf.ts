import type { APIRoute } from "astro";
import { loadCv } from "../../src/features/cv/load.ts";
import { site } from "../../src/site.ts";
import { generateCv, leftOutWarning } from "../cv.ts";

export const prerender = true;

export const GET: APIRoute = async () =>
  new Response(
    Buffer.from(
      await generateCv(await loadCv(), site, (leftOut) => console.warn(leftOutWarning(leftOut))),
    ),
    { headers: { "Content-Type": "application/pdf" } },
  );
