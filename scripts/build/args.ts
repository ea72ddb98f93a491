/** Command-line flags shared by the build, serve and index scripts: `--name value` and `--flag`. */
export function parseArgs(argv: string[]): Record<string, string | true> {
  const out: Record<string, string | true> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [key, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) out[key] = inline;
    else if (next !== undefined && !next.startsWith('--')) {
      out[key] = next;
      i++;
    } else out[key] = true;
  }
  return out;
}

/** A required string flag, or exit with the usage line. */
export function requireFlag(args: Record<string, string | true>, name: string, usage: string): string {
  const value = args[name];
  if (typeof value !== 'string' || !value) {
    console.error(`Missing --${name}. Usage: ${usage}`);
    process.exit(2);
  }
  return value;
}
