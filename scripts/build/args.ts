/**
 * Command-line flags of the project's scripts, read with Node's own `parseArgs` (node:util), strict:
 * `--name value`, `--name=value` and `--flag`. `--help` (or `-h`) prints the usage and exits 0; an
 * unknown flag, a flag without its value or a stray argument prints the problem and the usage and
 * exits 2, so a mistyped flag is never silently ignored.
 */
import { parseArgs, type ParseArgsOptionsConfig } from 'node:util';

type Flags<T extends ParseArgsOptionsConfig> = ReturnType<
  typeof parseArgs<{ options: T; strict: true; allowPositionals: false }>
>['values'];

/** The flags a script declares in `options`, read from `argv` (the command line by default). */
export function cliFlags<const T extends ParseArgsOptionsConfig>(
  usage: string,
  options: T,
  argv: string[] = process.argv.slice(2),
): Flags<T> {
  let flags: Flags<T> & { help?: boolean };
  try {
    flags = parseArgs({
      args: argv,
      options: { ...options, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }).values as Flags<T> & { help?: boolean };
  } catch (error) {
    console.error(`${parseArgsProblem(error)}. Usage: ${usage}`);
    process.exit(2);
  }
  if (flags.help) {
    console.log(`Usage: ${usage}`);
    process.exit(0);
  }
  delete flags.help;
  return flags;
}

/**
 * What a `parseArgs` error says is wrong with the command line, in Node's first sentence ("Unknown
 * option '--sties-dir'"; the rest explains `--`, which no script takes); any other error is thrown on.
 */
export function parseArgsProblem(error: unknown): string {
  if (!(error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS_')) throw error;
  return (error as Error).message.split('. ')[0]!.replace(/\.$/, '');
}

/** A required string flag, or exit with the usage line. */
export function requireFlag(value: string | undefined, name: string, usage: string): string {
  if (!value) {
    console.error(`Missing --${name}. Usage: ${usage}`);
    process.exit(2);
  }
  return value;
}
