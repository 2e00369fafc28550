/**
 * Runs `task` once the page has loaded (its pictures and fonts included), has been painted, and
 * the browser is idle: the moment for work a visitor does not wait for, so it never competes with
 * the first paint or the largest picture. `timeout` caps the wait for idleness after that paint.
 */
export function afterLoadIdle(task: () => void, timeout = 3000): void {
  const whenIdle = () => {
    if ("requestIdleCallback" in window) requestIdleCallback(task, { timeout });
    else setTimeout(task, Math.min(timeout, 1000));
  };
  // The callback runs just before the next frame is drawn; idleness comes after it.
  const afterPaint = () => requestAnimationFrame(whenIdle);
  if (document.readyState === "complete") afterPaint();
  else addEventListener("load", afterPaint, { once: true });
}
