import { appendFileSync } from "node:fs";
import { line, runDoctor, things } from "../integrations/doctor.ts";
import { buildEnv, loadSiteConfig } from "../integrations/site-config.ts";
import type { SiteConfig } from "../src/config/schema.ts";

/** A workflow command's text with what would end it escaped; in a property, `:` and `,` too. */
function escape(text: string, property = false): string {
  const value = text.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  return property ? value.replace(/:/g, "%3A").replace(/,/g, "%2C") : value;
}

/**
 * npm run doctor [-- --strict] [-- --offline]
 *
 * Prints the findings, one line each with the field and the fix, and returns the exit code: 0
 * unless `--strict` is given and something is found, or the config (`loadSite` checks it, naming
 * each bad field) does not even build. On GitHub Actions each finding is a warning annotation
 * too, and the job summary gets them as a checklist.
 */
export async function doctorCommand(
  argv: readonly string[],
  { env, loadSite, root }: { env: NodeJS.ProcessEnv; loadSite: () => SiteConfig; root?: string },
): Promise<number> {
  const unknown = argv.filter((arg) => arg !== "--strict" && arg !== "--offline");
  if (unknown.length > 0) {
    console.error(`doctor: unknown option ${unknown.join(" ")}; use --strict and/or --offline`);
    return 2;
  }
  let site: SiteConfig;
  try {
    site = loadSite();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  }
  const offline = argv.includes("--offline");
  const { findings, unchecked } = await runDoctor(site, env, { offline, root });
  const notChecked = unchecked && `GitHub user not checked: ${unchecked}.`;
  console.log(
    findings.length === 0
      ? "Nothing of the sample is left: the site is yours."
      : `${things(findings.length)} still to make the site yours:`,
  );
  for (const item of findings) console.log(`  - ${line(item)}`);
  if (notChecked) console.log(notChecked);
  if (env.GITHUB_ACTIONS === "true") {
    const summary =
      findings.length === 0
        ? ["### Make it yours: nothing of the sample is left"]
        : [
            `### Make it yours: ${things(findings.length)} left`,
            "",
            "The site was deployed; these still come from the sample. Each line goes away once fixed.",
            "",
          ];
    for (const { file, field, problem, fix } of findings) {
      console.log(
        `::warning file=${escape(file, true)},title=${escape(`Make it yours: ${field}`, true)}::${escape(`${problem} Fix: ${fix}`)}`,
      );
      summary.push(`- [ ] \`${file}\` **${field}**: ${problem} ${fix}`);
    }
    if (notChecked) summary.push("", notChecked);
    if (env.GITHUB_STEP_SUMMARY)
      appendFileSync(env.GITHUB_STEP_SUMMARY, `${summary.join("\n")}\n\n`);
  }
  return argv.includes("--strict") && findings.length > 0 ? 1 : 0;
}

if (import.meta.main) {
  const env = buildEnv("production");
  const options = { env, loadSite: () => loadSiteConfig(env), root: process.cwd() };
  process.exitCode = await doctorCommand(process.argv.slice(2), options);
}
