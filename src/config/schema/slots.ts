/** Named replaceable blocks: where a dealer's block must differ as a whole (DESIGN § Site config). */
import * as v from 'valibot';
import { maybe } from './helpers';

const component = v.pipe(
  v.string(),
  v.regex(
    /^(?!\/)(?!.*\.\.)[\w./-]+\.astro$/,
    'must be an .astro file inside the site folder, e.g. components/Header.astro',
  ),
);

/** The `slots` block: each set slot replaces the built-in block with the site's own component. */
export const slotsSchema = v.strictObject({
  header: maybe(component, "The site's own header component (replaces the standard header and menu)."),
  footer: maybe(component, "The site's own footer component."),
  homeHero: maybe(component, "The site's own home page hero (replaces the promotions slider)."),
});
