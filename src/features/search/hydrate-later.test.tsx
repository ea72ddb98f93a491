import { describe, expect, it } from 'vitest';
import { renderToString } from 'react-dom/server';
import { drainSlices, HydrateLater, HydrationSlicesProvider, type HydrationSlices } from './hydrate-later';

const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A queue of `n` waiting parts that note the order they are released in. */
function waiting(n: number) {
  const released: number[] = [];
  const slices: HydrationSlices = {
    hydrating: false,
    queue: Array.from({ length: n }, (_, i) => () => void released.push(i)),
  };
  return { slices, released };
}

describe('hydration in slices', () => {
  it('releases the waiting parts one per task, in the order they were met', async () => {
    const { slices, released } = waiting(3);
    drainSlices(slices, new EventTarget());
    expect(released).toEqual([]);
    await tick();
    expect(released).toEqual([0]);
    await tick();
    expect(released).toEqual([0, 1]);
    await tick();
    expect(released).toEqual([0, 1, 2]);
  });

  for (const type of ['pointerdown', 'keydown', 'focusin']) {
    it(`releases every waiting part at once on ${type}, before the event goes on`, async () => {
      const target = new EventTarget();
      const { slices, released } = waiting(4);
      drainSlices(slices, target);
      await tick();
      expect(released).toEqual([0]);
      target.dispatchEvent(new Event(type));
      expect(released).toEqual([0, 1, 2, 3]);
      // Nothing is released twice, and the listeners are gone.
      await tick();
      await tick();
      target.dispatchEvent(new Event(type));
      expect(released).toEqual([0, 1, 2, 3]);
    });
  }

  it('renders every part at once on the server, inside and outside the provider', () => {
    const part = (text: string) => <HydrateLater render={() => <div className="pt-2">{text}</div>} />;
    const html = renderToString(
      <>
        <HydrationSlicesProvider>
          {part('Toyota (12)')}
          <HydrateLater now render={() => <div>Camry (3)</div>} />
        </HydrationSlicesProvider>
        {part('Red (4)')}
      </>,
    );
    // Each part is a Suspense boundary of its own (React's <!--$--> markers), so it can hydrate apart;
    // a part hydrated now is none, so it hydrates with the island.
    expect(html.match(/<!--\$-->/g)).toHaveLength(2);
    expect(html.replace(/<!--\/?\$-->/g, '')).toBe(
      '<div class="pt-2">Toyota (12)</div><div>Camry (3)</div><div class="pt-2">Red (4)</div>',
    );
  });
});
