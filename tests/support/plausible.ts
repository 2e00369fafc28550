/**
 * Plausible's script as it behaves on the network, for the browser tests and the bench (which
 * cannot reach plausible.io): it reads data-domain, sends a page view, then the calls queued
 * before it loaded, each as a POST of JSON to <its origin>/api/event, as the real script does.
 */
export const PLAUSIBLE_STAND_IN = `(function () {
  var script = document.currentScript;
  var domain = script.getAttribute("data-domain");
  var endpoint = new URL(script.src).origin + "/api/event";
  function trigger(name, options) {
    var payload = { n: name, u: location.href, d: domain, r: document.referrer || null };
    if (options && options.props) payload.p = options.props;
    fetch(endpoint, { method: "POST", headers: { "Content-Type": "text/plain" }, body: JSON.stringify(payload), keepalive: true });
  }
  var queue = (window.plausible && window.plausible.q) || [];
  window.plausible = trigger;
  trigger("pageview");
  for (var i = 0; i < queue.length; i++) trigger.apply(null, queue[i]);
})();`;
