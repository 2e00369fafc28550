// @vitest-environment jsdom
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SiteConfig } from "../../src/config/schema";
import {
  sendContactMessage,
  THROTTLE_ID,
  warnAboutPlaceholders,
} from "../../src/features/contact/send";

// The body carries the installed client's own version, whatever it is.
const LIB_VERSION = (
  JSON.parse(readFileSync(path.resolve("node_modules/@emailjs/browser/package.json"), "utf8")) as {
    version: string;
  }
).version;

const CONFIG: SiteConfig["emailjs"] = {
  publicKey: "pk_test",
  serviceId: "service_test",
  templateId: "template_test",
  limitRate: 0,
};

const VALUES = {
  name: "  Ada Lovelace ",
  email: " ada@example.com ",
  message: "\n Hello there!  \n",
};

type FetchArgs = [input: string, init: RequestInit];

function stubFetch(answer: () => Promise<Response>) {
  const fetch = vi.fn<(...args: FetchArgs) => Promise<Response>>(answer);
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllEnvs();
});

describe("sendContactMessage", () => {
  it("posts the official client's JSON body with trimmed template params", async () => {
    const fetch = stubFetch(async () => new Response("OK", { status: 200 }));
    await expect(sendContactMessage(VALUES, CONFIG)).resolves.toBe("success");

    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    if (!init) throw new Error("fetch was not called");
    expect(url).toBe("https://api.emailjs.com/api/v1.0/email/send");
    expect(init.method).toBe("POST");
    expect(init.headers).toEqual({ "Content-type": "application/json" });
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: LIB_VERSION,
      user_id: "pk_test",
      service_id: "service_test",
      template_id: "template_test",
      template_params: {
        from_name: "Ada Lovelace",
        from_email: "ada@example.com",
        message: "Hello there!",
      },
    });
  });

  it.each([
    ["a 4xx answer", async () => new Response("The Public Key is invalid", { status: 400 })],
    ["a 5xx answer", async () => new Response("Internal Server Error", { status: 500 })],
    [
      "a network failure",
      async () => {
        throw new TypeError("Failed to fetch");
      },
    ],
  ])("fails on %s", async (_, answer) => {
    stubFetch(answer);
    await expect(sendContactMessage(VALUES, CONFIG)).resolves.toBe("error");
  });

  it("tells the API's rate limit from other failures", async () => {
    stubFetch(async () => new Response("Too Many Requests", { status: 429 }));
    await expect(sendContactMessage(VALUES, CONFIG)).resolves.toBe("throttled");
  });

  it("leaves the throttle off when limitRate is 0", async () => {
    const fetch = stubFetch(async () => new Response("OK", { status: 200 }));
    await sendContactMessage(VALUES, CONFIG);
    await sendContactMessage(VALUES, CONFIG);
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(localStorage.length).toBe(0);
  });

  it("switches the throttle on with limitRate > 0: a second send is refused without a request", async () => {
    // Both sends in the same millisecond, as on a fast machine: the refused one must still tell
    // its own timestamp (none) from the first one's.
    vi.spyOn(Date, "now").mockReturnValue(1_767_225_600_000);
    const fetch = stubFetch(async () => new Response("OK", { status: 200 }));
    const throttled = { ...CONFIG, limitRate: 60_000 };
    await sendContactMessage(VALUES, throttled);
    expect(localStorage.getItem(THROTTLE_ID)).toMatch(/^\d+$/);

    await expect(sendContactMessage(VALUES, throttled)).resolves.toBe("throttled");
    expect(fetch).toHaveBeenCalledTimes(1);
    // The refused send must not forget the timestamp of the message that went out.
    expect(localStorage.getItem(THROTTLE_ID)).toMatch(/^\d+$/);
  });

  it("lets the visitor retry at once after a failed send, even with the throttle on", async () => {
    const answers = [
      new Response("Internal Server Error", { status: 500 }),
      new Response("OK", { status: 200 }),
    ];
    const fetch = stubFetch(
      async () => answers.shift() ?? new Response("unexpected", { status: 599 }),
    );
    const throttled = { ...CONFIG, limitRate: 60_000 };
    await expect(sendContactMessage(VALUES, throttled)).resolves.toBe("error");
    expect(localStorage.getItem(THROTTLE_ID)).toBeNull();
    await expect(sendContactMessage(VALUES, throttled)).resolves.toBe("success");
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("the placeholder warning", () => {
  const ids = { ...CONFIG, publicKey: "your-emailjs-public-key", templateId: "your-id" };

  it("names the identifiers still holding the shipped placeholders", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    warnAboutPlaceholders(CONFIG);
    expect(warn).not.toHaveBeenCalled();
    warnAboutPlaceholders(ids);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toMatch(
      /^Contact form: emailjs.publicKey, emailjs.templateId /,
    );
  });

  it("is for the development server only", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    vi.stubEnv("DEV", false);
    warnAboutPlaceholders(ids);
    expect(warn).not.toHaveBeenCalled();
  });
});
