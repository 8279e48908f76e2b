#!/usr/bin/env node
/**
 * The site's settings check, as `npm start` runs it before anything starts: the same validation `next start`
 * runs at boot (src/server/env.ts, with the production refusals of src/server/production-settings.ts), so a bad
 * configuration is refused at once, with one message naming every problem. Run alone, it checks this
 * environment and exits 1 on a problem.
 */
import { pathToFileURL } from 'node:url';
import { tsImport } from 'tsx/esm/api';

/** The message naming every problem of `env`, or null when the site may start with it. */
export async function settingsProblem(env) {
  const { parseEnv } = await tsImport('../src/server/env.ts', import.meta.url);
  try {
    parseEnv(env);
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problem = await settingsProblem(process.env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
