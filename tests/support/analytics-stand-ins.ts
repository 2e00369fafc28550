/**
 * Umami's, GoatCounter's and Cloudflare Web Analytics' scripts as they behave on the network,
 * for the browser tests (which cannot reach the providers), beside Plausible's (plausible.ts).
 * Each reads its settings from its own tag's attributes, counts the page view as the real script
 * does, and answers the calls the site makes (`umami.track`, `goatcounter.count`).
 */

/**
 * Umami: a POST of JSON to `/api/send` where the script is hosted (or `data-host-url`):
 * `{ type: "event", payload: { website, hostname, screen, language, title, url, referrer } }`,
 * with `name` and `data` for an event.
 */
export const UMAMI_STAND_IN = `(function () {
  var script = document.currentScript;
  var website = script.getAttribute("data-website-id");
  var host = script.getAttribute("data-host-url") || new URL(script.src).origin;
  function send(extra) {
    var payload = {
      website: website,
      hostname: location.hostname,
      screen: screen.width + "x" + screen.height,
      language: navigator.language,
      title: document.title,
      url: location.pathname + location.search,
      referrer: document.referrer
    };
    for (var key in extra) payload[key] = extra[key];
    fetch(host + "/api/send", { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify({ type: "event", payload: payload }), keepalive: true });
  }
  window.umami = { track: function (name, data) { send(data ? { name: name, data: data } : { name: name }); } };
  send({});
})();`;

/**
 * GoatCounter: a beacon to the `data-goatcounter` endpoint with the count in its query: `p`
 * (the path, or an event's name), `t` (the title), `r` (the referrer), `e` (an event), `s` (the
 * screen's width), `b` (a bot score), `rnd` (against caching).
 */
export const GOATCOUNTER_STAND_IN = `(function () {
  var endpoint = document.currentScript.getAttribute("data-goatcounter");
  function count(vars) {
    vars = vars || {};
    var query = new URLSearchParams({
      p: vars.path === undefined ? location.pathname + location.search : vars.path,
      t: vars.title === undefined ? document.title : vars.title,
      r: document.referrer,
      e: vars.event ? "true" : "false",
      s: String(screen.width),
      b: "0",
      rnd: Math.random().toString(36).slice(2)
    });
    navigator.sendBeacon(endpoint + "?" + query);
  }
  window.goatcounter = { count: count };
  count();
})();`;

/**
 * Cloudflare Web Analytics: once the page has loaded, a POST of JSON to
 * https://cloudflareinsights.com/cdn-cgi/rum with the `data-cf-beacon` token, the page's address
 * and its timings. It has no custom events.
 */
export const CLOUDFLARE_STAND_IN = `(function () {
  var settings = JSON.parse(document.currentScript.getAttribute("data-cf-beacon"));
  var timing = performance.getEntriesByType("navigation")[0];
  navigator.sendBeacon(
    "https://cloudflareinsights.com/cdn-cgi/rum",
    new Blob([JSON.stringify({
      siteToken: settings.token,
      location: location.href,
      referrer: document.referrer,
      timingsV2: { loadEventEnd: timing ? Math.round(timing.loadEventEnd) : 0 }
    })], { type: "application/json" })
  );
})();`;
