import { describe, expect, it } from 'vitest';
import { browserTestNeeds, ensureSystemNeeds, onPath, setupPlan, type SystemNeed } from './test-setup';

/** A need that is or is not met. */
const need = (aptPackage: string, present: boolean, extra: Partial<SystemNeed> = {}): SystemNeed => ({
  what: aptPackage,
  aptPackage,
  present: () => present,
  ...extra,
});
const root = { isRoot: true, hasAptGet: true };

describe('what npm test does about the machine', () => {
  it('goes ahead when nothing is missing, whoever runs it', () => {
    expect(
      setupPlan([need('chromium', true), need('fonts-liberation', true)], { isRoot: false, hasAptGet: false }),
    ).toEqual({ action: 'ready' });
  });

  it('installs only what is missing with apt-get when it runs as root on Debian', () => {
    expect(
      setupPlan([need('chromium', false), need('fonts-liberation', true), need('default-jre-headless', false)], root),
    ).toEqual({
      action: 'install',
      packages: ['chromium', 'default-jre-headless'],
      commands: [
        ['apt-get', 'update', '-qq'],
        ['apt-get', 'install', '-y', '-qq', 'chromium', 'default-jre-headless'],
      ],
    });
  });

  it('stops with the one command to run when it is not root', () => {
    const plan = setupPlan([need('chromium', false), need('fonts-liberation', false)], {
      isRoot: false,
      hasAptGet: true,
    });
    expect(plan).toEqual({
      action: 'stop',
      message:
        "The tests need chromium, fonts-liberation. Run this once, then npm test again:\n  sudo sh -c 'apt-get update && apt-get install -y chromium fonts-liberation'",
    });
  });

  it('says what to install when there is no apt-get, even as root', () => {
    const plan = setupPlan([need('openssl', false)], { isRoot: true, hasAptGet: false });
    expect(plan).toMatchObject({ action: 'stop' });
    expect(plan.action === 'stop' && plan.message).toBe(
      "The tests need openssl, and this machine has no apt-get to install them. Install the equivalents of Debian's openssl with its package manager (CHROMIUM_PATH and JAVA say where Chromium and Java are, when not on the usual paths), then npm test again.",
    );
  });

  it('never installs over a path the user gave (CHROMIUM_PATH, JAVA)', () => {
    const plan = setupPlan(
      [need('chromium', false, { pointedAt: { variable: 'CHROMIUM_PATH', value: '/opt/chrome/chrome' } })],
      root,
    );
    expect(plan).toEqual({
      action: 'stop',
      message:
        "CHROMIUM_PATH is set to /opt/chrome/chrome, which is not there or does not start. Point CHROMIUM_PATH at a working one, or unset it and npm test uses Debian's chromium.",
    });
  });

  it('runs the install, then checks again', () => {
    let installed = false;
    const chromium = { what: 'Chromium', aptPackage: 'chromium', present: () => installed };
    const ran: string[][] = [];
    const run = (command: string[]) => {
      ran.push(command);
      if (command[1] === 'install') installed = true;
      return 0;
    };
    expect(ensureSystemNeeds([chromium], root, run)).toBeUndefined();
    expect(ran.map((c) => c.slice(0, 2).join(' '))).toEqual(['apt-get update', 'apt-get install']);
    expect(ensureSystemNeeds([{ ...chromium, present: () => false }], root, () => 0)).toBe(
      'apt-get installed chromium, yet Chromium is still missing.',
    );
    expect(ensureSystemNeeds([{ ...chromium, present: () => false }], root, () => 100)).toBe(
      'apt-get update -qq failed (exit 100); run it by hand to see why, then npm test again.',
    );
  });

  it('reads the browser needs from the environment', () => {
    const needs = browserTestNeeds({ CHROMIUM_PATH: '/nowhere/chromium', JAVA: '/nowhere/java' });
    expect(needs.map((n) => [n.aptPackage, n.present(), n.pointedAt?.variable])).toEqual([
      ['chromium', false, 'CHROMIUM_PATH'],
      ['fonts-liberation', expect.any(Boolean), undefined],
      ['default-jre-headless', false, 'JAVA'],
    ]);
    expect(onPath('sh', '/nowhere:/bin')).toBe(true);
    expect(onPath('apt-get', '/nowhere')).toBe(false);
  });
});
