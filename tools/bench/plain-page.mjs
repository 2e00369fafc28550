// The yardstick: a plain HTML page with text like the site's and the same three controls (theme
// switch, phone menu, tabs), each wired by a few lines of inline script. Written into the build
// folder for the run, so it is served by the same server with the same compression, then removed.
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";

export const PLAIN_PATH = "/bench-plain/";

const PROJECTS = [
  ["task-board", "Kanban board with drag and drop and offline sync.", true],
  ["shop-api", "REST API for a small online shop: Express, MongoDB, JWT.", false],
  ["weather-now", "Weather forecasts on a map, from open data.", true],
  ["chat-socket", "Real-time chat with rooms over WebSockets.", false],
];

// The controls carry the site's own selectors, so the first-tap code finds them the same way. Its
// head links the site's favicon and web manifest, as every page of a site does: the browser asks
// for both early, and Lighthouse's simulation counts those requests before the largest paint
// although they draw nothing on the page, so a page without them would not be a fair yardstick.
const HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Plain page</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="/manifest.webmanifest">
<meta name="description" content="A plain page with a few lines of script, for comparison.">
<style>
body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#0f172a;background:#fff}
.dark body{color:#e2e8f0;background:#020617}
header{display:flex;gap:1rem;align-items:center;padding:.5rem 1rem;border-bottom:1px solid #cbd5e1}
header a{margin-right:auto;font-weight:700;color:inherit}
button{min-height:44px;min-width:44px;font:inherit}
[aria-checked=true],[aria-selected=true]{font-weight:700}
main{max-width:40rem;margin:0 auto;padding:2rem 1rem}
h1{font-size:2.25rem;line-height:1.2}
</style>
</head>
<body>
<header>
<a href="/">Jane Doe</a>
<button type="button" role="switch" aria-checked="false" aria-label="Dark mode" data-theme-switch>Theme</button>
<button type="button" aria-expanded="false" aria-controls="menu" aria-label="Menu" data-menu-button>Menu</button>
</header>
<nav id="menu" hidden><ul><li><a href="/">Home</a></li><li><a href="/about/">About</a></li><li><a href="/projects/">Projects</a></li><li><a href="/contact/">Contact</a></li></ul></nav>
<main>
<p>Full-stack developer</p>
<h1>Hi, I'm Jane. I build fast, accessible web applications.</h1>
<p>I design and build products end to end, from the database schema to the last pixel, with TypeScript, React and Node.js. I care about pages that load fast on any phone and work for everyone.</p>
<div role="tablist" aria-label="Projects">
<button type="button" role="tab" aria-selected="true">Repositories</button>
<button type="button" role="tab" aria-selected="false">Live Links</button>
</div>
<ul id="projects">
${PROJECTS.map(([name, text, live]) => `<li${live ? " data-live" : ""}><h2>${name}</h2><p>${text}</p></li>`).join("\n")}
</ul>
</main>
<script>
var root = document.documentElement;
var theme = document.querySelector("[data-theme-switch]");
theme.onclick = function () {
  var dark = root.classList.toggle("dark");
  theme.setAttribute("aria-checked", String(dark));
};
var menuButton = document.querySelector("[data-menu-button]");
menuButton.onclick = function () {
  var menu = document.getElementById("menu");
  menu.hidden = !menu.hidden;
  menuButton.setAttribute("aria-expanded", String(!menu.hidden));
};
document.querySelectorAll("[role=tab]").forEach(function (tab, index) {
  tab.onclick = function () {
    document.querySelectorAll("[role=tab]").forEach(function (other) {
      other.setAttribute("aria-selected", String(other === tab));
    });
    document.querySelectorAll("#projects li").forEach(function (item) {
      item.hidden = index === 1 && !item.hasAttribute("data-live");
    });
  };
});
</script>
</body>
</html>
`;

/**
 * Writes the page into the build folder; the returned function removes it again.
 * @param {string} buildDir
 * @returns {Promise<() => Promise<void>>}
 */
export async function writePlainPage(buildDir) {
  const dir = path.join(buildDir, PLAIN_PATH);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, "index.html"), HTML);
  return () => rm(dir, { recursive: true, force: true });
}
