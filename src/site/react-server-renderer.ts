/**
 * The server half of `@astrojs/react` (7.0.0, `dist/server.js`) with one change: an island is rendered
 * with React's synchronous `renderToString` (same `identifierPrefix`) instead of
 * `renderToReadableStream` read back through a TextDecoder, unless it holds a Suspense boundary
 * (the search island), which is rendered again through the stream as upstream does. Astro calls the renderer twice per island
 * (`check` renders a probe, then the island itself), a car page has 13 islands, and each streaming
 * render builds a web stream and encodes React's precomputed chunks afresh: on the group demo's cold
 * build that was about 3 ms of a car page's ~14 (docs/decisions.md § Cold build at 20,000 cars).
 * The HTML is the same byte for byte (checked over every page of the demo and fixture sites); ids
 * come from the same per-page counter, advanced by `check` and by the render as upstream does.
 * `@astrojs/react`'s `experimentalDisableStreaming` option is not used: it drops the
 * `identifierPrefix`, so `useId` ids would change and could collide between islands of one page.
 * Served in place of `@astrojs/react/server.js` by `astro.config.mjs` (server builds only).
 */
import {
  Component as ReactComponent,
  PureComponent,
  createElement,
  memo,
  type ComponentType,
  type ReactNode,
} from 'react';
import { renderToReadableStream, renderToString } from 'react-dom/server';

type Props = Record<string, unknown>;
type Slots = Record<string, string | undefined>;
interface Metadata {
  astroStaticSlot?: boolean;
  hydrate?: string;
}
interface RendererContext {
  result?: object;
}

const REACT_ELEMENT = Symbol.for('react.element');
const REACT_TRANSITIONAL_ELEMENT = Symbol.for('react.transitional.element');
const FORWARD_REF = Symbol.for('react.forward_ref');
/** How React marks a Suspense boundary in its HTML (`<!--$-->`, `<!--$?-->`, `<!--$!-->`). */
const SUSPENSE_MARK = '<!--$';
const PRELOAD_LINKS = /<link\s[^>]*rel="(?:preload|modulepreload|stylesheet|preconnect|dns-prefetch)"[^>]*>/g;

/** Island id prefixes per page render ("r0", "r1", …), as upstream's `context.js`. */
const counters = new WeakMap<object, { next: number }>();
function nextId(result: object): string {
  let counter = counters.get(result);
  if (!counter) counters.set(result, (counter = { next: 0 }));
  return `r${counter.next++}`;
}

const slotName = (name: string) => name.trim().replace(/[-_]([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Astro's slot HTML inside a React tree (upstream `static-html.js`). */
const StaticHtml = memo(
  ({ value, name, hydrate = true }: { value?: string; name?: string; hydrate?: boolean }) => {
    if (value == null || value.trim() === '') return null;
    return createElement(hydrate ? 'astro-slot' : 'astro-static-slot', {
      name,
      suppressHydrationWarning: true,
      dangerouslySetInnerHTML: { __html: value },
    });
  },
  () => true,
);

const needsHydration = (metadata?: Metadata) => (metadata?.astroStaticSlot ? !!metadata.hydrate : true);

async function renderToStaticMarkup(
  this: RendererContext | undefined,
  Component: ComponentType<Props>,
  props: Props,
  { default: children, ...slotted }: Slots,
  metadata?: Metadata,
) {
  const prefix = this?.result ? nextId(this.result) : undefined;
  delete props.class;
  const slots: Record<string, ReactNode> = {};
  for (const [key, value] of Object.entries(slotted)) {
    const name = slotName(key);
    slots[name] = createElement(StaticHtml, { hydrate: needsHydration(metadata), value, name });
  }
  const newProps: Props = { ...props, ...slots };
  const newChildren = children ?? props.children;
  if (newChildren != null)
    newProps.children = createElement(StaticHtml, { hydrate: needsHydration(metadata), value: newChildren as string });
  const vnode = createElement(Component, newProps);
  const options = prefix === undefined ? {} : { identifierPrefix: prefix };
  let html = renderToString(vnode, options);
  // A Suspense boundary: the stream may outline it (a template and a script that moves it into place),
  // which renderToString never does, so such a tree is rendered again as upstream renders it.
  if (html.includes(SUSPENSE_MARK)) html = await streamedHtml(vnode, options);
  return { html: html.replace(PRELOAD_LINKS, ''), attrs: { prefix } };
}

/** Upstream's render: the stream read back as text, chunk by chunk as upstream reads it. */
async function streamedHtml(vnode: ReactNode, options: { identifierPrefix?: string }): Promise<string> {
  const reader = (await renderToReadableStream(vnode, options)).getReader();
  const decoder = new TextDecoder('utf-8');
  let html = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return html + decoder.decode();
    html += decoder.decode(value, { stream: true });
  }
}

async function check(this: RendererContext | undefined, Component: unknown, props: Props, children: Slots) {
  if (typeof Component === 'object')
    return (
      (Component as { $$typeof?: symbol } | null)?.$$typeof?.toString().slice('Symbol('.length).startsWith('react') ??
      false
    );
  if (typeof Component !== 'function') return false;
  if (Component.name === 'QwikComponent') return false;
  if ((Component as { $$typeof?: symbol }).$$typeof === FORWARD_REF) return false;
  if (Component.prototype != null && typeof Component.prototype.render === 'function') {
    return (
      Object.prototype.isPrototypeOf.call(ReactComponent, Component) ||
      Object.prototype.isPrototypeOf.call(PureComponent, Component)
    );
  }
  let isReactComponent = false;
  function Tester(...args: unknown[]) {
    try {
      const vnode = (Component as (...a: unknown[]) => { $$typeof?: symbol } | null)(...args);
      if (vnode && (vnode.$$typeof === REACT_ELEMENT || vnode.$$typeof === REACT_TRANSITIONAL_ELEMENT))
        isReactComponent = true;
    } catch {
      // Not a React component (or one that throws outside React): upstream ignores it too.
    }
    return createElement('div');
  }
  await renderToStaticMarkup.call(this, Tester, props, children);
  return isReactComponent;
}

/** The renderer Astro loads as `@astrojs/react`'s server entry point. */
export default { name: '@astrojs/react', check, renderToStaticMarkup, supportsAstroStaticSlot: true };
