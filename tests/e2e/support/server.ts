import { spawn, type ChildProcess } from "node:child_process";
import { BASE_PATH } from "./test.ts";

/**
 * Starts tools/serve.mjs for the build under test on a free port with extra flags (the
 * Playwright web server covers the plain case) and resolves with its address, base path
 * included, once it listens.
 */
export async function startServer(
  args: string[],
): Promise<{ url: string; stop: () => Promise<void> }> {
  const child: ChildProcess = spawn(
    process.execPath,
    [
      "tools/serve.mjs",
      ...["--port", "0", "--host", "127.0.0.1"],
      ...["--dir", process.env.BUILD_DIR ?? "dist", "--base", BASE_PATH],
      ...args,
    ],
    { stdio: ["ignore", "pipe", "pipe"], env: process.env },
  );
  const url = await new Promise<string>((resolve, reject) => {
    let output = "";
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", onData);
    child.once("exit", (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
