/**
 * Test support: the lead server of lead-server-entry.ts as a child process on loopback, to kill
 * with SIGKILL mid-burst and start again on the same storage.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import type { TestServerSpec } from './lead-server-entry';

const ENTRY = join(import.meta.dirname, 'lead-server-entry.ts');
/** The repository, where `--import tsx` is resolved from. */
const ROOT = join(import.meta.dirname, '..', '..', '..');
/** A loaded 2-core machine may take a while to load TypeScript through tsx. */
const START_TIMEOUT_MS = 60_000;

/** A running server process. */
export interface ServerProcess {
  port: number;
  /** What it logged (stderr), for failure messages. */
  log: string[];
  /** Kills it with SIGKILL: no cleanup of any kind runs. Resolves once it is gone. */
  kill(): Promise<void>;
  /** Stops it with SIGTERM (it finishes its outbox pass and closes). Resolves with the exit code. */
  stop(): Promise<number | null>;
}

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((done) => child.once('exit', (code) => done(code)));
}

/**
 * Starts the server with `env` (the storage: DATABASE_URL or FORECOURT_DATA_DIR, SMTP_URL …) on
 * top of this process's environment less DATABASE_URL; resolves once it listens.
 */
export async function startServerProcess(
  spec: TestServerSpec,
  env: Record<string, string | undefined>,
): Promise<ServerProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY], {
    cwd: ROOT,
    env: { ...inherited, ...env, FORECOURT_TEST_SERVER: JSON.stringify(spec) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const log: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => log.push(chunk));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const settle = (outcome: { port: number } | Error) => {
      clearTimeout(timer);
      child.off('exit', exitedEarly).off('error', settle);
      if (!(outcome instanceof Error)) return resolve(outcome.port);
      child.kill('SIGKILL');
      reject(new Error(`${outcome.message}\n${log.join('')}`));
    };
    const exitedEarly = (code: number | null, signal: string | null) =>
      settle(new Error(`the lead server exited (${signal ?? code}) before it listened`));
    const timer = setTimeout(
      () => settle(new Error(`the lead server did not start within ${START_TIMEOUT_MS / 1000} s`)),
      START_TIMEOUT_MS,
    );
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      out += chunk;
      const match = /listening (\d+)/.exec(out);
      if (match) settle({ port: Number(match[1]) });
    });
    child.once('exit', exitedEarly).once('error', settle);
  });
  return {
    port,
    log,
    async kill() {
      child.kill('SIGKILL');
      await exited(child);
    },
    async stop() {
      child.kill('SIGTERM');
      return exited(child);
    },
  };
}
