/**
 * Runs `task` once the page has loaded (its pictures and fonts included) and the browser is
 * idle: the moment for work a visitor does not wait for, so it never competes with the first
 * paint or the largest picture. `timeout` caps the wait for idleness once the page has loaded.
 */
export function afterLoadIdle(task: () => void, timeout = 3000): void {
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout });
    else setTimeout(task, Math.min(timeout, 1000));
  };
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}
