/**
 * npm run init -- --github USERNAME [--force]
 *
 * Writes a first site.config.ts from the owner's public GitHub profile and saves the profile
 * picture as the portrait. An edited config is only written over with --force.
 */
import { fileURLToPath } from "node:url";
import { initCommand } from "./command.ts";

process.exitCode = await initCommand(process.argv.slice(2), {
  cwd: fileURLToPath(new URL("../..", import.meta.url)),
  env: process.env,
  fetch,
  log: (line) => console.log(line),
  error: (line) => console.error(line),
});
