/**
 * Completes package-lock.json with an entry for every platform's optional binary.
 *
 * A native package such as `@tailwindcss/oxide` lists one optional dependency per platform
 * (`@tailwindcss/oxide-darwin-arm64`, ...). `npm install` locks each of them only when its registry
 * has that platform's build at that exact version, and `npm ci` refuses, on every machine, a lock
 * that leaves one out. An entry with the version, `optional: true` and the package's
 * `os`/`cpu`/`libc` (no `resolved` or `integrity`) is enough: npm skips it where the platform does
 * not match and fetches it where it does.
 *
 *   npm run lock:complete                adds the missing entries, asking the registry for their
 *                                        os/cpu/libc; run it after a change to the lock
 *   node tools/lock/complete.ts --check  names the missing entries and exits 1, changing nothing
 *                                        and asking no registry (`npm run lint` runs it)
 */
import { readFileSync, writeFileSync } from "node:fs";
import semver from "semver";

type Entry = Partial<Record<"os" | "cpu" | "libc", string[]>> & {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
};
type Packages = Record<string, Entry>;
/** What the registry says of a package. */
type Packument = { versions?: Record<string, Entry>; "dist-tags"?: Record<string, string> };
type Missing = Record<"parent" | "name" | "range", string>;

const LOCK = "package-lock.json";

/** The lock paths Node tries for `name` from the package at `parent`, nearest first. */
function candidates(parent: string, name: string): string[] {
  const paths: string[] = [];
  for (let base = parent; ;) {
    paths.push(`${base && `${base}/`}node_modules/${name}`);
    if (!base) return paths;
    // A package inside node_modules searches its owner's folders next; a workspace, the root's.
    base = base.slice(0, Math.max(base.lastIndexOf("/node_modules/"), 0));
  }
}

/** Every optional dependency that Node would find no entry for, or one at a version that misses. */
const findMissing = (packages: Packages): Missing[] =>
  Object.entries(packages).flatMap(([parent, entry]) =>
    Object.entries(entry.optionalDependencies ?? {}).flatMap(([name, range]) => {
      const found = candidates(parent, name).find((path) => packages[path]);
      const version = found && packages[found]?.version;
      // The test npm ci applies to the lock (loose, as npm parses versions).
      return version && semver.satisfies(version, range, true) ? [] : [{ parent, name, range }];
    }),
  );

/** Adds an entry for each missing optional dependency, shallowest parent first; returns how many. */
async function complete(packages: Packages): Promise<number> {
  const registry = process.env.npm_config_registry || "https://registry.npmjs.org/";
  const depth = (item: Missing) => item.parent.split("/node_modules/").length;
  // Each entry added can answer, or hide, another parent's: look again after each one.
  for (let added = 0; ; added += 1) {
    const [item] = findMissing(packages).sort((a, b) => depth(a) - depth(b));
    if (!item) return added;
    // As high up the folders Node searches as possible (as npm hoists), below any other version.
    const paths = candidates(item.parent, item.name);
    const taken = paths.findIndex((path) => packages[path]);
    const path = paths[(taken < 0 ? paths.length : taken) - 1];
    if (!path) throw new Error(`${paths[0]} holds a version that misses ${item.range}`);

    const url = `${registry.replace(/\/?$/, "/")}${item.name.replace("/", "%2f")}`;
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) throw new Error(`${item.name}: the registry answered ${response.status}`);
    const { versions = {}, "dist-tags": tags = {} } = (await response.json()) as Packument;
    // The registry often lacks the exact version: then the one pinned, with the os, cpu and libc
    // of the latest release (a platform's package keeps them from version to version).
    const version =
      semver.maxSatisfying(Object.keys(versions), item.range, true) ?? semver.clean(item.range);
    if (!version) throw new Error(`${item.name}: no published version fits "${item.range}"`);
    const { os, cpu, libc } = versions[version] ?? versions[tags.latest ?? ""] ?? {};
    if (!os && !cpu) throw new Error(`${item.name}: the registry names no os or cpu for it`);
    // Flagged as npm flags it, in npm's order of keys.
    const dev = packages[item.parent]?.dev || undefined;
    packages[path] = { version, cpu, dev, libc, optional: true, os };
  }
}

const lock = JSON.parse(readFileSync(LOCK, "utf8")) as { packages: Packages };
const missing = findMissing(lock.packages);
if (missing.length === 0) {
  console.log(`${LOCK} is complete: every optional binary has an entry.`);
} else if (process.argv.includes("--check")) {
  const list = missing.map((item) => `  - ${item.name}@${item.range}, needed by ${item.parent}`);
  console.error(
    `${LOCK} lacks entries that npm ci needs for other platforms' binaries:\n${list.join("\n")}\n` +
      `Run \`npm run lock:complete\` and commit ${LOCK}.`,
  );
  process.exitCode = 1;
} else {
  const added = await complete(lock.packages);
  // npm's order: the paths as a locale compare sorts them (the root, "", first).
  const entries = Object.entries(lock.packages).sort(([a], [b]) => a.localeCompare(b, "en"));
  lock.packages = Object.fromEntries(entries);
  writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(`${LOCK}: entries added for other platforms' optional binaries: ${added}.`);
}
