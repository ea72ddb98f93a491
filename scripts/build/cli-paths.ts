/**
 * Paths typed on the build's command line are relative to where they were typed. `npm run` starts
 * scripts in the project folder and records the shell's folder in INIT_CWD; run directly, the
 * current folder is the shell's. URLs pass through unchanged.
 */
import { resolve } from 'node:path';

const URL_LIKE = /^[a-z][a-z0-9+.-]*:\/\//i;

/** The folder the command was typed in. */
export function invocationDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.INIT_CWD || process.cwd();
}

/** A file path from the command line (or FORECOURT_FEED) made absolute from where it was typed; URLs unchanged. */
export function fromInvocationDir(value: string, env: NodeJS.ProcessEnv = process.env): string {
  return URL_LIKE.test(value) ? value : resolve(invocationDir(env), value);
}
