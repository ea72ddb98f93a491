/**
 * Sends what the lead outbox still holds, on a page that may have no form at all. The layout's
 * inline check loads this file (built on its own as one small classic script) only when
 * `forecourt:lead-outbox` has something in it, so pages without a queue load no JavaScript for it.
 */
import { pageOutbox } from './page-outbox';

pageOutbox();
