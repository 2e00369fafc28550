/**
 * The loader of a deferred script (integrations/finish-build.ts): this tag's `data-src` names
 * a script file that adds to a page a visitor can already read and use, such as fresher figures.
 * It is fetched once the page has loaded and the browser is idle, so it never competes with the
 * first paint, and it costs the document nothing but this loader.
 */
import { afterLoadIdle } from "../lib/after-load";

const src = document.currentScript?.dataset.src;
if (src) {
  afterLoadIdle(() => {
    const tag = document.createElement("script");
    tag.src = src;
    document.head.append(tag);
  }, 2000);
}
