// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterLoadIdle } from "../../src/lib/after-load";
import clientAfterLoad from "../../src/lib/client-after-load";

/** The browser's steps, run by hand: the load event, the next frame, the next idle moment. */
function fakeBrowser(readyState: DocumentReadyState) {
  const frames: FrameRequestCallback[] = [];
  const idle: { run: IdleRequestCallback; timeout: number | undefined }[] = [];
  vi.spyOn(document, "readyState", "get").mockReturnValue(readyState);
  vi.stubGlobal("requestAnimationFrame", (run: FrameRequestCallback) => frames.push(run));
  vi.stubGlobal("requestIdleCallback", (run: IdleRequestCallback, options?: IdleRequestOptions) =>
    idle.push({ run, timeout: options?.timeout }),
  );
  return {
    frames,
    idle,
    load: () => window.dispatchEvent(new Event("load")),
    frame: () => frames.splice(0).forEach((run) => run(0)),
    idleMoment: () =>
      idle.splice(0).forEach(({ run }) => run({ didTimeout: false, timeRemaining: () => 10 })),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("afterLoadIdle", () => {
  it("waits for the load event, then a painted frame, then an idle moment", () => {
    const browser = fakeBrowser("interactive");
    const task = vi.fn();
    afterLoadIdle(task, 2000);
    expect(browser.frames).toHaveLength(0);
    browser.load();
    expect(browser.frames).toHaveLength(1);
    expect(browser.idle).toHaveLength(0);
    browser.frame();
    expect(browser.idle.map((entry) => entry.timeout)).toEqual([2000]);
    expect(task).not.toHaveBeenCalled();
    browser.idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
    // Later load events (none should come) run nothing again.
    browser.load();
    expect(browser.frames).toHaveLength(0);
  });

  it("on a page already loaded, starts from the next frame", () => {
    const browser = fakeBrowser("complete");
    const task = vi.fn();
    afterLoadIdle(task);
    expect(browser.frames).toHaveLength(1);
    browser.frame();
    expect(browser.idle.map((entry) => entry.timeout)).toEqual([3000]);
    browser.idleMoment();
    expect(task).toHaveBeenCalledTimes(1);
  });
});

describe("client:afterload", () => {
  it("fetches an island's code once the page has loaded, been painted and is idle, then hydrates it", async () => {
    const browser = fakeBrowser("interactive");
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    await clientAfterLoad(load, { name: "afterload", value: "" }, document.createElement("div"));
    browser.load();
    browser.frame();
    expect(load).not.toHaveBeenCalled();
    browser.idleMoment();
    expect(load).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });

  it("on a page that has already loaded (its loader waited for that), hydrates at once", async () => {
    const browser = fakeBrowser("complete");
    const hydrate = vi.fn(() => Promise.resolve());
    const load = vi.fn(() => Promise.resolve(hydrate));
    await clientAfterLoad(load, { name: "afterload", value: "" }, document.createElement("div"));
    expect(load).toHaveBeenCalledTimes(1);
    expect(browser.frames).toHaveLength(0);
    await vi.waitFor(() => expect(hydrate).toHaveBeenCalledTimes(1));
  });
});
