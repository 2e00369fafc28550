import { readFileSync } from "node:fs";
import semver from "semver";
import { describe, expect, it } from "vitest";
import {
  completeLock,
  findMissingOptional,
  manifestFromPackument,
  placementFor,
  searchFolders,
  type Lockfile,
  type PlatformManifest,
} from "../../tools/lock/platforms.ts";

const satisfies = (version: string, range: string) => semver.satisfies(version, range);

function lockWith(packages: Lockfile["packages"]): Lockfile {
  return { name: "fixture", lockfileVersion: 3, requires: true, packages: { "": {}, ...packages } };
}

const darwin: PlatformManifest = {
  version: "2.0.0",
  os: ["darwin"],
  cpu: ["arm64"],
  license: "MIT",
};

describe("the committed package-lock.json", () => {
  it("has an entry for every optional dependency of every package, so npm ci accepts it on any platform", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;
    const missing = findMissingOptional(lock, satisfies).map(
      (item) => `${item.name}@${item.range} for ${item.parent}`,
    );
    expect(missing, "run `npm run lock:complete` and commit package-lock.json").toEqual([]);
  });

  it("names the os or cpu of every entry it cannot verify, so npm ci skips it on other platforms", () => {
    const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as Lockfile;
    const bare = Object.entries(lock.packages)
      .filter(([, entry]) => entry.optional && !entry.integrity && !entry.link)
      .filter(([, entry]) => !entry.os && !entry.cpu)
      .map(([path]) => path);
    expect(bare).toEqual([]);
  });
});

describe("searchFolders", () => {
  it("lists the folders Node searches from a package, nearest first", () => {
    expect(searchFolders("")).toEqual(["node_modules"]);
    expect(searchFolders("node_modules/a")).toEqual([
      "node_modules/a/node_modules",
      "node_modules",
    ]);
    expect(searchFolders("node_modules/a/node_modules/@s/b")).toEqual([
      "node_modules/a/node_modules/@s/b/node_modules",
      "node_modules/a/node_modules",
      "node_modules",
    ]);
  });
});

describe("findMissingOptional", () => {
  it("finds an optional dependency with no entry, and one whose entry has another version", () => {
    const lock = lockWith({
      "node_modules/native": {
        version: "2.0.0",
        optionalDependencies: { "native-darwin": "2.0.0", "native-linux": "2.0.0" },
      },
      "node_modules/native-linux": { version: "1.0.0", optional: true, os: ["linux"] },
    });
    expect(findMissingOptional(lock, satisfies)).toEqual([
      { parent: "node_modules/native", name: "native-darwin", range: "2.0.0" },
      {
        parent: "node_modules/native",
        name: "native-linux",
        range: "2.0.0",
        found: { path: "node_modules/native-linux", version: "1.0.0" },
      },
    ]);
  });

  it("is satisfied by an entry in any folder Node searches", () => {
    const lock = lockWith({
      "node_modules/a/node_modules/native": {
        version: "2.0.0",
        optionalDependencies: { "native-darwin": "^2.0.0" },
      },
      "node_modules/native-darwin": { version: "2.1.0", optional: true, os: ["darwin"] },
    });
    expect(findMissingOptional(lock, satisfies)).toEqual([]);
  });
});

describe("placementFor", () => {
  it("hoists to the root when nothing is in the way", () => {
    const lock = lockWith({ "node_modules/a/node_modules/native": { version: "2.0.0" } });
    expect(placementFor(lock, "node_modules/a/node_modules/native", "native-darwin")).toBe(
      "node_modules/native-darwin",
    );
  });

  it("stops below a folder that holds another version", () => {
    const lock = lockWith({
      "node_modules/native": { version: "2.0.0" },
      "node_modules/native-darwin": { version: "1.0.0" },
    });
    expect(placementFor(lock, "node_modules/native", "native-darwin")).toBe(
      "node_modules/native/node_modules/native-darwin",
    );
  });
});

describe("completeLock", () => {
  it("adds a version-only entry with os, cpu and the optional flag, dev when its parent is, in npm's order", async () => {
    const lock = lockWith({
      "node_modules/native": {
        version: "2.0.0",
        dev: true,
        optionalDependencies: { "native-darwin": "2.0.0", "native-linux": "2.0.0" },
      },
      "node_modules/native-linux": {
        version: "2.0.0",
        resolved: "https://registry.npmjs.org/native-linux/-/native-linux-2.0.0.tgz",
        optional: true,
        os: ["linux"],
      },
      "node_modules/zebra": { version: "1.0.0" },
    });
    const asked: string[] = [];
    const { lock: completed, added } = await completeLock(
      lock,
      async (name, range) => {
        asked.push(`${name}@${range}`);
        return darwin;
      },
      satisfies,
    );
    expect(asked).toEqual(["native-darwin@2.0.0"]);
    expect(added).toEqual([{ path: "node_modules/native-darwin", version: "2.0.0" }]);
    expect(completed.packages["node_modules/native-darwin"]).toEqual({
      version: "2.0.0",
      cpu: ["arm64"],
      dev: true,
      license: "MIT",
      optional: true,
      os: ["darwin"],
    });
    expect(Object.keys(completed.packages)).toEqual([
      "",
      "node_modules/native",
      "node_modules/native-darwin",
      "node_modules/native-linux",
      "node_modules/zebra",
    ]);
    expect(findMissingOptional(completed, satisfies)).toEqual([]);
    // The input is left as it was.
    expect(lock.packages["node_modules/native-darwin"]).toBeUndefined();
  });

  it("gives two versions of one binding each its own place, the shallower parent hoisted", async () => {
    const lock = lockWith({
      "node_modules/tool/node_modules/native": {
        version: "1.0.0",
        optionalDependencies: { "native-darwin": "1.0.0" },
      },
      "node_modules/native": {
        version: "2.0.0",
        optionalDependencies: { "native-darwin": "2.0.0" },
      },
    });
    const { lock: completed } = await completeLock(
      lock,
      async (_name, range) => ({ ...darwin, version: range }),
      satisfies,
    );
    expect(completed.packages["node_modules/native-darwin"]?.version).toBe("2.0.0");
    expect(completed.packages["node_modules/tool/node_modules/native-darwin"]?.version).toBe(
      "1.0.0",
    );
    expect(findMissingOptional(completed, satisfies)).toEqual([]);
  });

  it("fails naming the package when the registry cannot say what platform it is for", async () => {
    const lock = lockWith({
      "node_modules/native": {
        version: "2.0.0",
        optionalDependencies: { "native-darwin": "2.0.0" },
      },
    });
    await expect(
      completeLock(
        lock,
        async () => {
          throw new Error("native-darwin: the registry answered 404");
        },
        satisfies,
      ),
    ).rejects.toThrow("native-darwin: the registry answered 404");
  });
});

describe("manifestFromPackument", () => {
  const pick = (versions: string[], range: string) => semver.maxSatisfying(versions, range);
  const packument = {
    versions: {
      "1.9.0": { version: "1.9.0", os: ["win32"], cpu: ["x64"], license: "MIT" },
      "2.0.0": { version: "2.0.0", os: ["win32"], cpu: ["x64"], libc: undefined },
    },
  };

  it("takes the published version that fits", () => {
    expect(manifestFromPackument("b", "2.0.0", packument, pick, semver.compare)).toEqual({
      version: "2.0.0",
      os: ["win32"],
      cpu: ["x64"],
    });
  });

  it("writes the version the range names, with the platform of the closest published one, when that version is not published", () => {
    expect(manifestFromPackument("b", "1.9.4", packument, pick, semver.compare)).toEqual({
      version: "1.9.4",
      os: ["win32"],
      cpu: ["x64"],
      license: "MIT",
    });
  });

  it("refuses a range it cannot turn into one version", () => {
    expect(() => manifestFromPackument("b", "^3.0.0", packument, pick, semver.compare)).toThrow(
      'b: no published version fits "^3.0.0"',
    );
  });

  it("refuses a package the registry knows nothing about", () => {
    expect(() => manifestFromPackument("b", "1.0.0", {}, pick, semver.compare)).toThrow(
      "b: the registry has no version to read its os/cpu from",
    );
  });
});
