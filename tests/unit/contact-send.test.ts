import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  failureKind,
  placeholderIds,
  sendContactMessage,
  THROTTLE_ID,
  warnAboutPlaceholders,
  type EmailJsConfig,
} from "../../src/features/contact/send";

// The body carries the installed client's own version, whatever it is.
const LIB_VERSION = (
  JSON.parse(readFileSync(path.resolve("node_modules/@emailjs/browser/package.json"), "utf8")) as {
    version: string;
  }
).version;

const CONFIG: EmailJsConfig = {
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
afterEach(() => localStorage.clear());

describe("sendContactMessage", () => {
  it("posts the official client's JSON body with trimmed template params", async () => {
    const fetch = stubFetch(async () => new Response("OK", { status: 200 }));
    await expect(sendContactMessage(VALUES, CONFIG)).resolves.toBeUndefined();

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

  it("rejects with EmailJS's status and text on a 4xx answer", async () => {
    stubFetch(async () => new Response("The Public Key is invalid", { status: 400 }));
    await expect(sendContactMessage(VALUES, CONFIG)).rejects.toMatchObject({
      status: 400,
      text: "The Public Key is invalid",
    });
  });

  it("rejects on a 5xx answer", async () => {
    stubFetch(async () => new Response("Internal Server Error", { status: 500 }));
    await expect(sendContactMessage(VALUES, CONFIG)).rejects.toMatchObject({ status: 500 });
  });

  it("rejects with the TypeError of a network failure", async () => {
    stubFetch(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendContactMessage(VALUES, CONFIG)).rejects.toBeInstanceOf(TypeError);
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

    const second = sendContactMessage(VALUES, throttled);
    await expect(second).rejects.toMatchObject({ status: 429, text: "Too Many Requests" });
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
    await expect(sendContactMessage(VALUES, throttled)).rejects.toMatchObject({ status: 500 });
    expect(localStorage.getItem(THROTTLE_ID)).toBeNull();
    await expect(sendContactMessage(VALUES, throttled)).resolves.toBeUndefined();
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe("failureKind", () => {
  it("tells a throttled send from any other failure", () => {
    expect(failureKind({ status: 429, text: "Too Many Requests" })).toBe("throttled");
    expect(failureKind({ status: 400, text: "Bad Request" })).toBe("failed");
    expect(failureKind(new TypeError("Failed to fetch"))).toBe("failed");
    expect(failureKind("The public key is required")).toBe("failed");
  });
});

describe("placeholder identifiers", () => {
  it("names the identifiers still holding the shipped placeholders", () => {
    expect(
      placeholderIds({ publicKey: "your-key", serviceId: "service_1", templateId: "your-id" }),
    ).toEqual(["publicKey", "templateId"]);
    expect(placeholderIds(CONFIG)).toEqual([]);
  });

  it("warns only in development, and only once", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const ids = { publicKey: "your-emailjs-public-key", serviceId: "s", templateId: "t" };
    expect(warnAboutPlaceholders(ids, false)).toBe(false);
    expect(warnAboutPlaceholders(CONFIG, true)).toBe(false);
    expect(warn).not.toHaveBeenCalled();
    expect(warnAboutPlaceholders(ids, true)).toBe(true);
    expect(warnAboutPlaceholders(ids, true)).toBe(false);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain("emailjs.publicKey");
  });
});
