/**
 * Completes package-lock.json with an entry for every platform's optional binary, so that
 * `npm ci` accepts the lock on every platform npm supports (see platforms.ts for why).
 *
 *   npm run lock:complete            adds what is missing (asks the registry for os/cpu/libc);
 *                                    run it after a change to the lock, before committing it
 *   node tools/lock/complete.ts --check  lists what is missing and exits 1, changing nothing and
 *                                    asking no registry (`npm run lint` runs it)
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import {
  completeLock,
  describeMissing,
  findMissingOptional,
  manifestFromPackument,
  type Lockfile,
  type PlatformManifest,
} from "./platforms.ts";

const LOCK_PATH = fileURLToPath(new URL("../../package-lock.json", import.meta.url));
const args = new Set(process.argv.slice(2));

async function loadSemver() {
  const semver = await import("semver");
  return {
    satisfies: (version: string, range: string) =>
      semver.satisfies(version, range, { includePrerelease: true }),
    maxSatisfying: (versions: string[], range: string) =>
      semver.maxSatisfying(versions, range, { includePrerelease: true }),
    compare: (a: string, b: string) => semver.compare(a, b),
  };
}

function registryUrl(name: string): string {
  const registry = (process.env.npm_config_registry || "https://registry.npmjs.org/").replace(
    /\/?$/,
    "/",
  );
  return registry + name.replace("/", "%2f");
}

async function main(): Promise<number> {
  if (!existsSync(LOCK_PATH)) return 0;
  const lock = JSON.parse(readFileSync(LOCK_PATH, "utf8")) as Lockfile;
  const semver = await loadSemver();
  const missing = findMissingOptional(lock, semver.satisfies);
  if (missing.length === 0) {
    console.log("package-lock.json has an entry for every optional binary.");
    return 0;
  }
  if (args.has("--check")) {
    console.error(
      `package-lock.json lacks ${missing.length} optional ${missing.length === 1 ? "entry" : "entries"} ` +
        `that npm ci needs on other platforms:\n${describeMissing(missing)}\n` +
        "Run `npm run lock:complete` and commit package-lock.json.",
    );
    return 1;
  }

  const packuments = new Map<string, Promise<unknown>>();
  const fetchPackument = (name: string) => {
    let request = packuments.get(name);
    if (!request) {
      request = fetch(registryUrl(name), { headers: { accept: "application/json" } }).then(
        async (response) => {
          if (!response.ok) throw new Error(`${name}: the registry answered ${response.status}`);
          return response.json();
        },
      );
      packuments.set(name, request);
    }
    return request;
  };
  const manifestFor = async (name: string, range: string): Promise<PlatformManifest> =>
    manifestFromPackument(
      name,
      range,
      (await fetchPackument(name)) as Parameters<typeof manifestFromPackument>[2],
      semver.maxSatisfying,
      semver.compare,
    );

  const { lock: completed, added } = await completeLock(lock, manifestFor, semver.satisfies);
  writeFileSync(LOCK_PATH, `${JSON.stringify(completed, null, 2)}\n`);
  console.log(
    `package-lock.json: added ${added.length} optional ${added.length === 1 ? "entry" : "entries"} ` +
      "for other platforms' binaries, so npm ci works everywhere.",
  );
  return 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    console.error(message);
    process.exitCode = 1;
  },
);
