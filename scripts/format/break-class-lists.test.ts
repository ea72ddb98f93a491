import { describe, expect, it } from 'vitest';
import { breakClassList, classParts } from './break-class-lists';

const LONG =
  'flex items-center gap-1 rounded-brand px-2.5 py-2 text-[0.95rem] font-semibold text-ink hover:bg-panel hover:text-brand';

describe('breaking long class lists', () => {
  it('cuts at spaces into parts of at most 60 characters, keeping every class once and in order', () => {
    const parts = classParts(LONG);
    expect(parts.every((p) => p.length <= 60)).toBe(true);
    expect(parts.join(' ')).toBe(LONG);
  });

  it('makes a class:list of an Astro class attribute on a long line', () => {
    expect(breakClassList(`          <a href={item.href} class="${LONG}">`, 'astro')).toBe(
      "          <a href={item.href} class:list={['flex items-center gap-1 rounded-brand px-2.5 py-2', " +
        "'text-[0.95rem] font-semibold text-ink hover:bg-panel', 'hover:text-brand']}>",
    );
  });

  it('joins React parts with +, a space ending each but the last, so the string is the same', () => {
    const broken = breakClassList(`          <a href={href} className="${LONG}">`, 'tsx');
    const expression = /className=\{(.*)\}>/.exec(broken)?.[1] ?? '';
    expect(expression).toContain("' + '");
    expect(new Function(`return ${expression}`)()).toBe(LONG);
  });

  it('cuts a template-built list only outside its interpolations, keeping the same string', () => {
    const extra = 'x';
    const few = true;
    // The source line of a className template: `${few ? `w-full ${extra}` : ''} <LONG> ${extra}`.
    const [open, close] = ['$' + '{', '}'];
    const line = `            className={\`${open}few ? \`w-full ${open}extra${close}\` : ''${close} ${LONG} ${open}extra${close}\`}`;
    const broken = breakClassList(line, 'tsx');
    const expression = /className=\{(.*)\}$/.exec(broken)?.[1] ?? '';
    expect(expression.split('` + `').length).toBeGreaterThan(1);
    const value = (source: string) => new Function('few', 'extra', `return ${source}`)(few, extra);
    expect(value(expression)).toBe(value(/className=\{(.*)\}$/.exec(line)?.[1] ?? ''));
  });

  it.each([
    ['a short line', '<a class="p-2">', 'astro'],
    ['an element that already has class:list', `<a class:list={[a]} class="${LONG}">`, 'astro'],
  ] as const)('leaves %s alone', (_name, line, kind) => {
    expect(breakClassList(line, kind)).toBe(line);
  });
});
