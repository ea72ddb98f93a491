/**
 * `client:split`: loads an island at once, as `client:load` does, and hydrates it in a task of its
 * own once its code has run. With `client:load` the module's evaluation and the hydration are one
 * long task (on the search page about 190 ms of the main thread at 4× CPU); apart, the browser can
 * paint and answer input between them. Registered in astro.config.mjs.
 */
import type { ClientDirective } from 'astro';

const splitDirective: ClientDirective = async (load) => {
  const hydrate = await load();
  await new Promise<void>((resolve) => setTimeout(resolve, 0));
  await hydrate();
};

export default splitDirective;
