/**
 * What `npm test` needs from the machine besides Node and npm, and getting it: Debian's Chromium, the
 * Liberation fonts (the fallback faces' Arial widths) and a Java runtime (the W3C HTML checker) for the
 * browser tests; openssl for the unit test of the bench's TLS edge. On Debian as root `npm test`
 * installs what is missing with apt-get, as `npm start` fetches Node 24, so the README's two commands
 * are the whole set-up; otherwise it stops with the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { checkerMissing, javaStarts, vnuJar } from '../tests/e2e/html-check';

/** One thing a test step needs from the machine. */
export interface SystemNeed {
  /** In plain words, for messages. */
  what: string;
  /** The Debian package that provides it. */
  aptPackage: string;
  /** Whether the machine has it. */
  present: () => boolean;
  /** Set when the user pointed the tests elsewhere (CHROMIUM_PATH, JAVA): not ours to install over. */
  pointedAt?: { variable: string; value: string };
}

/** The machine as the decision sees it (tests pass their own). */
export interface Machine {
  isRoot: boolean;
  hasAptGet: boolean;
}

/** What to do before the tests run. */
export type SetupPlan =
  | { action: 'ready' }
  | { action: 'install'; packages: string[]; commands: string[][] }
  | { action: 'stop'; message: string };

const FONTS_DIR = '/usr/share/fonts/truetype/liberation';

/** Whether `command` is an executable file on `path` (a PATH value). */
export function onPath(command: string, path = process.env.PATH ?? ''): boolean {
  return path.split(delimiter).some((dir) => dir && existsSync(join(dir, command)));
}

/** What the browser tests need, read from this machine and environment. */
export function browserTestNeeds(env: NodeJS.ProcessEnv = process.env): SystemNeed[] {
  const chromium = env.CHROMIUM_PATH || '/usr/bin/chromium';
  const java = env.JAVA || 'java';
  return [
    {
      what: `Chromium (${chromium})`,
      aptPackage: 'chromium',
      present: () => existsSync(chromium),
      ...(env.CHROMIUM_PATH ? { pointedAt: { variable: 'CHROMIUM_PATH', value: chromium } } : {}),
    },
    { what: 'the Liberation fonts', aptPackage: 'fonts-liberation', present: () => existsSync(FONTS_DIR) },
    {
      what: 'Java, for the W3C HTML checker',
      aptPackage: 'default-jre-headless',
      present: () => javaStarts(java),
      ...(env.JAVA ? { pointedAt: { variable: 'JAVA', value: java } } : {}),
    },
  ];
}

/** What the unit tests need: openssl makes the bench edge's throwaway certificate. */
export function unitTestNeeds(env: NodeJS.ProcessEnv = process.env): SystemNeed[] {
  return [{ what: 'openssl', aptPackage: 'openssl', present: () => onPath('openssl', env.PATH) }];
}

/** The plan for the needs given, on the machine given. */
export function setupPlan(needs: readonly SystemNeed[], machine: Machine): SetupPlan {
  const missing = needs.filter((need) => !need.present());
  if (missing.length === 0) return { action: 'ready' };
  const pointed = missing.find((need) => need.pointedAt);
  if (pointed?.pointedAt) {
    const { variable, value } = pointed.pointedAt;
    return {
      action: 'stop',
      message: `${variable} is set to ${value}, which is not there or does not start. Point ${variable} at a working one, or unset it and npm test uses Debian's ${pointed.aptPackage}.`,
    };
  }
  const packages = [...new Set(missing.map((need) => need.aptPackage))];
  const what = missing.map((need) => need.what).join(', ');
  // With the package lists first, as the root path does: a fresh Debian (a container, a new VM) has none,
  // and `apt-get install` alone then finds no package at all.
  const install = `sudo sh -c 'apt-get update && apt-get install -y ${packages.join(' ')}'`;
  if (machine.isRoot && machine.hasAptGet) {
    return {
      action: 'install',
      packages,
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', ...packages],
      ],
    };
  }
  if (machine.hasAptGet)
    return {
      action: 'stop',
      message: `The tests need ${what}. Run this once, then npm test again:\n  ${install}`,
    };
  return {
    action: 'stop',
    message: `The tests need ${what}, and this machine has no apt-get to install them. Install the equivalents of Debian's ${packages.join(', ')} with its package manager (CHROMIUM_PATH and JAVA say where Chromium and Java are, when not on the usual paths), then npm test again.`,
  };
}

/** This machine. */
export function thisMachine(): Machine {
  return { isRoot: process.getuid?.() === 0, hasAptGet: onPath('apt-get') };
}

/**
 * Makes sure the needs are met: installs what is missing when the plan says so (then checks again),
 * or returns the message to stop with. The checker's jar comes with npm install, not apt.
 */
export function ensureSystemNeeds(
  needs: readonly SystemNeed[],
  machine = thisMachine(),
  run = runCommand,
): string | undefined {
  if (needs.some((need) => need.aptPackage === 'default-jre-headless') && !existsSync(vnuJar()))
    return checkerMissing();
  const plan = setupPlan(needs, machine);
  if (plan.action === 'ready') return undefined;
  if (plan.action === 'stop') return plan.message;
  console.log(`\n▶ installing what the tests need: ${plan.packages.join(' ')} (apt-get, as root)`);
  for (const command of plan.commands) {
    const status = run(command);
    if (status !== 0)
      return `${command.join(' ')} failed (exit ${status}); run it by hand to see why, then npm test again.`;
  }
  const still = needs.filter((need) => !need.present());
  return still.length
    ? `apt-get installed ${plan.packages.join(' ')}, yet ${still.map((need) => need.what).join(', ')} is still missing.`
    : undefined;
}

function runCommand(command: string[]): number {
  const [cmd, ...args] = command;
  const result = spawnSync(cmd!, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status ?? 1;
}
