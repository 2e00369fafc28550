import { prerender } from "react-dom/static";
import { ServerRouter, type EntryContext } from "react-router";

/**
 * Runs only at build time: every route is rendered to static HTML (`ssr: false`), so wait for
 * the whole page rather than streaming it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
): Promise<Response> {
  const { prelude } = await prerender(<ServerRouter context={routerContext} url={request.url} />, {
    signal: request.signal,
  });
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  return new Response(prelude, { status: responseStatusCode, headers: responseHeaders });
}
