import { describe, expect, it } from 'vitest';
import { plainParagraphs, plainText } from './text';

describe('plainText', () => {
  it.each([
    ['Mazda CX-5', 'Mazda CX-5'],
    ['  Maxx   Sport \n LE ', 'Maxx Sport LE'],
    ['<b>Maxx</b> <i>Sport</i>', 'Maxx Sport'],
    ['Fish &amp; Chips', 'Fish & Chips'],
    ['R&eacute;sum&eacute; &ndash; &#8220;quoted&#x201D;', 'Résumé – “quoted”'],
    ['Price&nbsp;drop', 'Price drop'],
    ['&unknown; stays', '&unknown; stays'],
    ['price < 5000 & km > 10', 'price < 5000 & km > 10'],
    ['a&#0;b', 'ab'],
    ['zero\u200bwidth\u0007bell', 'zerowidthbell'],
    ['Line<br>break', 'Line break'],
  ])('%j → %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });
});

describe('hostile text becomes harmless plain text', () => {
  it.each([
    ['<script>alert(1)</script>Nice car', 'Nice car'],
    ['Nice<SCRIPT type="text/javascript">document.cookie</SCRIPT> car', 'Nice car'],
    ['Nice car<script>alert(1)', 'Nice car'],
    ['<img src=x onerror="alert(1)">Nice car', 'Nice car'],
    ['<a href="javascript:alert(1)">Nice car</a>', 'Nice car'],
    ['<style>body{display:none}</style>Nice car', 'Nice car'],
    ['<iframe src="https://evil.test"></iframe>Nice car', 'Nice car'],
    ['<!-- hidden --><![CDATA[x]]>Nice car', 'Nice car'],
    ['<svg onload=alert(1)><circle/></svg>Nice car', 'Nice car'],
    // Escaped once in the dealer system: decoded, then stripped in the second round.
    ['&lt;script&gt;alert(1)&lt;/script&gt;Nice car', 'Nice car'],
    ['&lt;img src=x onerror=alert(1)&gt;Nice car', 'Nice car'],
    ['&lt;b&gt;Nice&lt;/b&gt; car', 'Nice car'],
  ])('%j → %j', (input, expected) => {
    const text = plainText(input);
    expect(text).toBe(expected);
    expect(text).not.toMatch(/<[a-z/!]/i);
  });
});

describe('plainParagraphs (dealer comments)', () => {
  it.each([
    ['<p>Great car</p><p>One owner<br>Full history</p>', 'Great car|One owner|Full history'],
    ['<p>Great   car</p>\n\n<p></p><p>  </p>Extras', 'Great car|Extras'],
    ['Line one\r\nLine two\rLine three', 'Line one|Line two|Line three'],
    ['Already | split || here', 'Already|split|here'],
    ['<ul><li>Tow bar</li><li>Roof racks</li></ul>', 'Tow bar|Roof racks'],
    ['<div>One</div><div>Two <b>bold</b></div>', 'One|Two bold'],
    ['<p>Call us</p><script>steal()</script><p>today</p>', 'Call us|today'],
    ['<p><br></p>', ''],
  ])('%j → %j', (input, expected) => {
    expect(plainParagraphs(input)).toBe(expected);
  });
});
