/**
 * The site being shot: built into its own folder with /projects prerendered from the local
 * GitHub stand-in, and served by tools/serve.mjs the way a static host serves it.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

/** Builds the production site into `buildDir`, the projects snapshot read from `githubOrigin`. */
export function buildSite(buildDir: string, githubOrigin: string): Promise<void> {
  // Astro reads BASE_URL over its configured base: the shots are of the site at its root.
  const env = { ...process.env };
  delete env.BASE_URL;
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.resolve("node_modules/astro/bin/astro.mjs"), "build"],
      {
        stdio: ["ignore", "inherit", "inherit"],
        env: {
          ...env,
          ASTRO_TELEMETRY_DISABLED: "1",
          BUILD_DIR: buildDir,
          SNAPSHOT_GITHUB_API_URL: githubOrigin,
        },
      },
    );
    child.on("error", (error) => reject(new Error(`the build did not start: ${error.message}`)));
    child.on("exit", (code, signal) => {
      if (code === 0 && existsSync(path.join(buildDir, "index.html"))) resolve();
      else reject(new Error(`the build failed (astro build exited with ${code ?? signal})`));
    });
  });
}

export interface Served {
  /** `http://127.0.0.1:<port>`, no trailing slash. */
  origin: string;
  close: () => void;
}

/** Starts tools/serve.mjs on a free port and resolves once it says where it listens. */
export function serveSite(buildDir: string, timeoutMs = 15_000): Promise<Served> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(
      process.execPath,
      ["tools/serve.mjs", "--port", "0", "--host", "127.0.0.1", "--dir", buildDir],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    const close = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill();
    };
    let output = "";
    const timer = setTimeout(() => {
      close();
      reject(new Error(`the local server did not start in ${timeoutMs / 1000} s`));
    }, timeoutMs);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+?)\/?\s*$/m.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      resolve({ origin: match[1], close });
    };
    child.stdout?.on("data", read);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on("error", (error) => {
      clearTimeout(timer);
      reject(new Error(`the local server did not start: ${error.message}`));
    });
    child.on("exit", (code) => {
      clearTimeout(timer);
      const reason = output.trim().split("\n").at(-1) ?? "";
      reject(new Error(`the local server stopped (exit ${code})${reason ? `: ${reason}` : ""}`));
    });
  });
}
