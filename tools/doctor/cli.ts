/**
 * npm run doctor [-- --strict] [-- --offline]
 *
 * Lists what a fork still has to change, one line each, with the field and the fix. Exits 0
 * unless `--strict` is given and something is found (or the config does not even build). On
 * GitHub Actions it also writes each finding as a warning annotation and the list as a
 * checklist in the job summary.
 */
import { appendFileSync } from "node:fs";
import { doctorCommand } from "../../integrations/doctor.ts";
import { buildEnv, loadSiteConfig } from "../../integrations/site-config.ts";

const env = buildEnv("production");
process.exitCode = await doctorCommand(process.argv.slice(2), {
  env,
  loadSite: () => loadSiteConfig(env),
  log: (line) => console.log(line),
  error: (line) => console.error(line),
  appendSummary: (path, text) => appendFileSync(path, text),
  root: process.cwd(),
});
