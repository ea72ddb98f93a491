/**
 * The floor page: our HTML with every script and stylesheet removed (script and style elements,
 * stylesheet links, module and script/style/font preloads), so its LCP is what the markup and
 * pictures alone cost. Picture preloads stay: they are part of the content, not of the styling.
 */

const REMOVE = [
  /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi,
  /<style\b[^>]*>[\s\S]*?<\/style\s*>/gi,
  /<link\b(?=[^>]*\brel\s*=\s*["']?(?:stylesheet|modulepreload)\b)[^>]*>/gi,
  /<link\b(?=[^>]*\brel\s*=\s*["']?preload\b)(?=[^>]*\bas\s*=\s*["']?(?:script|style|font)\b)[^>]*>/gi,
];

/** The page without scripts and stylesheets. */
export function stripScriptsAndStyles(html: string): string {
  return REMOVE.reduce((text, pattern) => text.replace(pattern, ''), html);
}
