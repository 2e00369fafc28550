import { spawn, type ChildProcess } from "node:child_process";

/**
 * Starts scripts/serve.mjs on a free port with extra flags (the Playwright web server covers the
 * plain case) and resolves with its address once it listens.
 */
export async function startServer(
  args: string[],
): Promise<{ url: string; stop: () => Promise<void> }> {
  const dir = `${process.env.BUILD_DIR ?? "build"}/client`;
  const child: ChildProcess = spawn(
    process.execPath,
    ["scripts/serve.mjs", "--port", "0", "--dir", dir, ...args],
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
        child.once("exit", () => resolve());
        child.kill();
      }),
  };
}
