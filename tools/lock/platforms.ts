/**
 * The lock file's entries for other platforms' optional binaries.
 *
 * A package such as `@tailwindcss/oxide` lists one optional dependency per platform
 * (`@tailwindcss/oxide-darwin-arm64`, `-win32-x64-msvc`, ...). `npm install` writes a lock entry
 * for each of them only when the registry it talks to has that platform's build at that exact
 * version; when one is missing, `npm ci` refuses the lock on every machine. An entry that names
 * the version, `optional: true` and the package's `os`/`cpu`/`libc` is enough: npm skips it where
 * the platform does not match and fetches it where it does.
 *
 * Everything here is pure: the lock comes in as data, metadata through a function.
 */

export interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

export interface Lockfile {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
  [key: string]: unknown;
}

/** An optional dependency that no lock entry answers. */
export interface MissingOptional {
  /** The lock path of the package that declares it, e.g. `node_modules/@tailwindcss/oxide`. */
  parent: string;
  name: string;
  range: string;
  /** The entry found where Node would look, when its version does not fit the range. */
  found?: { path: string; version: string | undefined };
}

/** What the registry says about one version of a platform package. */
export interface PlatformManifest {
  version: string;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  license?: string;
  engines?: Record<string, string>;
}

export type Satisfies = (version: string, range: string) => boolean;

const NODE_MODULES = "node_modules/";

/** The `node_modules` folders Node searches from a package, nearest first. */
export function searchFolders(packagePath: string): string[] {
  const folders: string[] = [];
  let base = packagePath;
  for (;;) {
    folders.push(base === "" ? "node_modules" : `${base}/node_modules`);
    if (base === "") return folders;
    const at = base.lastIndexOf(NODE_MODULES);
    // A package under node_modules searches its container's owner next; a workspace, the root.
    base = at <= 0 ? "" : base.slice(0, at - 1);
  }
}

/** The lock path Node would load `name` from, starting at `packagePath`, if any. */
export function resolveEntry(
  lock: Lockfile,
  packagePath: string,
  name: string,
): string | undefined {
  return searchFolders(packagePath)
    .map((folder) => `${folder}/${name}`)
    .find((path) => lock.packages[path] !== undefined);
}

/** Every optional dependency whose lock entry is absent, or present at a version that does not fit. */
export function findMissingOptional(lock: Lockfile, satisfies: Satisfies): MissingOptional[] {
  const missing: MissingOptional[] = [];
  for (const [parent, entry] of Object.entries(lock.packages)) {
    if (entry.link) continue;
    for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
      const path = resolveEntry(lock, parent, name);
      if (path === undefined) {
        missing.push({ parent, name, range });
        continue;
      }
      const target = lock.packages[path];
      const version = target?.link ? undefined : target?.version;
      if (version === undefined || !satisfies(version, range)) {
        missing.push({ parent, name, range, found: { path, version } });
      }
    }
  }
  return missing;
}

/**
 * Where a new entry for `name` goes so that `parent` loads it: as high up the folders Node
 * searches from `parent` as possible (npm hoists the same way), but never above a folder that
 * already holds another version of it.
 */
export function placementFor(lock: Lockfile, parent: string, name: string): string {
  let placement: string | undefined;
  for (const folder of searchFolders(parent)) {
    const path = `${folder}/${name}`;
    if (lock.packages[path] !== undefined) break;
    placement = path;
  }
  // The package's own node_modules is always free when the search stopped at once.
  return placement ?? `${parent}/node_modules/${name}`;
}

/** The new entry, flagged like npm flags it: optional, and dev when its parent is. */
export function entryFor(parent: LockEntry, manifest: PlatformManifest): LockEntry {
  const entry: LockEntry = { version: manifest.version };
  if (manifest.cpu) entry.cpu = manifest.cpu;
  if (parent.dev) entry.dev = true;
  if (manifest.libc) entry.libc = manifest.libc;
  if (manifest.license) entry.license = manifest.license;
  entry.optional = true;
  if (manifest.os) entry.os = manifest.os;
  if (manifest.engines) entry.engines = manifest.engines;
  return entry;
}

/** npm's own order: the root entry first, then the paths as a locale compare sorts them. */
export function sortPackages(packages: Record<string, LockEntry>): Record<string, LockEntry> {
  const keys = Object.keys(packages).sort((a, b) => {
    if (a === "") return -1;
    if (b === "") return 1;
    return a.localeCompare(b, "en");
  });
  return Object.fromEntries(keys.map((key) => [key, packages[key] as LockEntry]));
}

export type ManifestSource = (name: string, range: string) => Promise<PlatformManifest>;

/**
 * Adds an entry for every missing optional dependency, shallowest parents first so that the
 * top-level copy is the one hoisted. Returns the lock and what it added; throws when an entry
 * still does not resolve afterwards.
 */
export async function completeLock(
  lock: Lockfile,
  manifestFor: ManifestSource,
  satisfies: Satisfies,
): Promise<{ lock: Lockfile; added: { path: string; version: string }[] }> {
  const packages = { ...lock.packages };
  const next: Lockfile = { ...lock, packages };
  const added: { path: string; version: string }[] = [];
  const depth = (path: string) => path.split(NODE_MODULES).length;

  // Each pass adds entries; a new entry can answer a later parent's dependency too.
  for (let pass = 0; pass < 5; pass += 1) {
    const missing = findMissingOptional(next, satisfies).sort(
      (a, b) => depth(a.parent) - depth(b.parent) || a.parent.localeCompare(b.parent, "en"),
    );
    if (missing.length === 0) break;
    for (const item of missing) {
      // An earlier addition in this pass may already answer it.
      const now = resolveEntry(next, item.parent, item.name);
      const version = now ? packages[now]?.version : undefined;
      if (version !== undefined && satisfies(version, item.range)) continue;
      const manifest = await manifestFor(item.name, item.range);
      const path = placementFor(next, item.parent, item.name);
      packages[path] = entryFor(packages[item.parent] ?? {}, manifest);
      added.push({ path, version: manifest.version });
    }
  }
  const left = findMissingOptional(next, satisfies);
  if (left.length > 0) {
    throw new Error(
      `package-lock.json: these optional dependencies still have no usable entry:\n${describeMissing(left)}`,
    );
  }
  return { lock: { ...next, packages: sortPackages(packages) }, added };
}

/** One line per missing entry, for messages. */
export function describeMissing(missing: readonly MissingOptional[]): string {
  return missing
    .map((item) => {
      const where = item.found
        ? ` (${item.found.path} is ${item.found.version ?? "not a registry package"})`
        : "";
      return `  - ${item.name}@${item.range}, needed by ${item.parent}${where}`;
    })
    .join("\n");
}

interface Packument {
  versions?: Record<string, PlatformManifest>;
  "dist-tags"?: Record<string, string>;
}

/**
 * The manifest to write for `name@range` from the registry's document for the package. The
 * registry these entries are for often lacks the exact version; a platform package's `os`,
 * `cpu` and `libc` do not change between versions, so they come from the nearest one it has.
 */
export function manifestFromPackument(
  name: string,
  range: string,
  packument: Packument,
  pickVersion: (versions: string[], range: string) => string | null,
  compareVersions: (a: string, b: string) => number,
): PlatformManifest {
  const versions = packument.versions ?? {};
  const known = Object.keys(versions);
  const exact = pickVersion(known, range);
  if (exact) {
    const manifest = versions[exact] as PlatformManifest;
    return { ...platformOf(manifest), version: exact };
  }
  // Not published here: the version the range names, with the platform of the closest release.
  const wanted = range.replace(/^[=v\s]+/, "");
  if (!/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(wanted)) {
    throw new Error(`${name}: no published version fits "${range}"`);
  }
  const closest = [...known].sort(
    (a, b) => distance(a, wanted, compareVersions) - distance(b, wanted, compareVersions),
  )[0];
  const source = closest ? versions[closest] : undefined;
  if (!source || (!source.os && !source.cpu)) {
    throw new Error(`${name}: the registry has no version to read its os/cpu from`);
  }
  return { ...platformOf(source), version: wanted };
}

function platformOf(manifest: PlatformManifest): Omit<PlatformManifest, "version"> {
  const out: Omit<PlatformManifest, "version"> = {};
  if (manifest.os) out.os = manifest.os;
  if (manifest.cpu) out.cpu = manifest.cpu;
  if (manifest.libc) out.libc = manifest.libc;
  if (manifest.license) out.license = manifest.license;
  if (manifest.engines) out.engines = manifest.engines;
  return out;
}

/** How far apart two versions are, for choosing the closest: newer ones first on a tie. */
function distance(a: string, wanted: string, compare: (a: string, b: string) => number): number {
  const parse = (v: string) => v.split(/[.+-]/).slice(0, 3).map(Number);
  const [x = 0, y = 0, z = 0] = parse(a);
  const [p = 0, q = 0, r = 0] = parse(wanted);
  const gap = Math.abs(x - p) * 1e8 + Math.abs(y - q) * 1e4 + Math.abs(z - r);
  return gap * 2 + (compare(a, wanted) > 0 ? 0 : 1);
}
