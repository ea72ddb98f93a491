/**
 * Every message the lead API answers with, in one place, so the server, the browser client and
 * the tests share the exact wording. The wording itself lives in src/config/messages/api.ts.
 */
export { API_MESSAGES as MESSAGES } from '../config/messages/api';
