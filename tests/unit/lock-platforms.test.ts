// @vitest-environment node
import { execFile } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SCRIPT = resolve(import.meta.dirname, "../../tools/lock/complete.ts");

type Packages = Record<string, Record<string, unknown>>;

// The registry: darwin's build has no 2.0.0, the musl one does; `missing` is unknown to it.
const PACKUMENTS: Record<string, unknown> = {
  "/native-darwin": {
    "dist-tags": { latest: "2.1.0" },
    versions: { "1.0.0": { os: ["darwin"] }, "2.1.0": { os: ["darwin"], cpu: ["arm64"] } },
  },
  "/@native%2flinux-musl": {
    versions: { "2.0.0": { os: ["linux"], cpu: ["x64"], libc: ["musl"], license: "MIT" } },
  },
};
let server: Server;
let registry = "";
const requests: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.url ?? "");
    const packument = PACKUMENTS[request.url ?? ""];
    response.writeHead(packument ? 200 : 404, { "content-type": "application/json" });
    response.end(JSON.stringify(packument ?? {}));
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  registry = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((done) => server.close(done));
});

/** Runs the tool in a folder whose lock has these packages; returns its exit code, output, lock. */
async function run(packages: Packages, args: string[]) {
  const cwd = mkdtempSync(join(tmpdir(), "lock-"));
  const before = `${JSON.stringify({ lockfileVersion: 3, packages: { "": {}, ...packages } }, null, 2)}\n`;
  writeFileSync(join(cwd, "package-lock.json"), before);
  requests.length = 0;
  const env = { ...process.env, npm_config_registry: registry };
  const { code, output } = await new Promise<{ code: number; output: string }>((done) =>
    execFile(process.execPath, [SCRIPT, ...args], { cwd, env }, (error, stdout, stderr) =>
      done({ code: error ? Number(error.code) : 0, output: stdout + stderr }),
    ),
  );
  const after = readFileSync(join(cwd, "package-lock.json"), "utf8");
  return {
    code,
    output,
    before,
    after,
    packages: (JSON.parse(after) as { packages: Packages }).packages,
  };
}

const native = (optionalDependencies: Record<string, string>) => ({
  version: "2.0.0",
  optionalDependencies,
});

describe("node tools/lock/complete.ts --check", () => {
  it.each<{ lock: string; packages: Packages; missing: string | undefined }>([
    {
      lock: "an optional dependency with no entry",
      packages: { "node_modules/native": native({ "native-darwin": "2.0.0" }) },
      missing: "native-darwin@2.0.0, needed by node_modules/native",
    },
    {
      lock: "a nearest entry at a version outside the range, a farther one in it",
      packages: {
        "node_modules/a/node_modules/native": native({ "native-darwin": "^2.0.0" }),
        "node_modules/a/node_modules/native-darwin": { version: "1.0.0" },
        "node_modules/native-darwin": { version: "2.1.0" },
      },
      missing: "native-darwin@^2.0.0, needed by node_modules/a/node_modules/native",
    },
    {
      lock: "an entry in a folder Node does not search from the package",
      packages: {
        "node_modules/native": native({ "native-darwin": "2.0.0" }),
        "node_modules/other/node_modules/native-darwin": { version: "2.0.0" },
      },
      missing: "native-darwin@2.0.0, needed by node_modules/native",
    },
    {
      lock: "an entry hoisted to the root, at a version in the range",
      packages: {
        "node_modules/a/node_modules/native": native({ "native-darwin": "^2.0.0" }),
        "node_modules/native-darwin": { version: "2.1.0" },
      },
      missing: undefined,
    },
  ])("answers offline, changing nothing, for a lock with $lock", async ({ packages, missing }) => {
    const result = await run(packages, ["--check"]);
    expect(result.code).toBe(missing ? 1 : 0);
    expect(result.output).toContain(missing ?? "is complete");
    expect(result.after).toBe(result.before);
    expect(requests).toEqual([]);
  });
});

describe("npm run lock:complete", () => {
  const darwin = { version: "2.0.0", cpu: ["arm64"], optional: true, os: ["darwin"] };
  it.each<{ case: string; packages: Packages; added: Packages }>([
    {
      case: "hoists an entry npm ci accepts: optional, os/cpu/libc, dev when its parent is",
      packages: {
        "node_modules/a/node_modules/native": {
          ...native({ "@native/linux-musl": "2.0.0" }),
          dev: true,
        },
      },
      added: {
        "node_modules/@native/linux-musl": {
          version: "2.0.0",
          cpu: ["x64"],
          dev: true,
          libc: ["musl"],
          optional: true,
          os: ["linux"],
        },
      },
    },
    {
      case: "writes a version the registry lacks, with the os and cpu of its latest",
      packages: { "node_modules/native": native({ "native-darwin": "2.0.0" }) },
      added: { "node_modules/native-darwin": darwin },
    },
    {
      case: "places a second version below the folder that holds the first",
      packages: {
        "node_modules/native": native({ "native-darwin": "2.0.0" }),
        "node_modules/b/node_modules/native": native({ "native-darwin": "2.1.0" }),
      },
      added: {
        "node_modules/native-darwin": darwin,
        "node_modules/b/node_modules/native-darwin": { ...darwin, version: "2.1.0" },
      },
    },
  ])("$case", async ({ packages, added }) => {
    const result = await run(packages, []);
    expect(result.code, result.output).toBe(0);
    expect(result.packages).toEqual({ "": {}, ...packages, ...added });
    const paths = Object.keys(result.packages);
    expect(paths, "npm's order").toEqual(paths.toSorted((a, b) => a.localeCompare(b, "en")));
  });

  it("fails naming a package the registry does not know, changing nothing", async () => {
    const result = await run({ "node_modules/native": native({ missing: "1.0.0" }) }, []);
    expect(result.code).toBe(1);
    expect(result.output).toContain("missing: the registry answered 404");
    expect(result.after).toBe(result.before);
  });
});
