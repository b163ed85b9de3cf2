// The cap on the terms a link asks the page to highlight (src/search/highlight.ts). No browser.
import {test, expect} from '@playwright/test';
import {MAX_HIGHLIGHT_CHARS, MAX_HIGHLIGHT_TERMS, highlightTerms} from '../src/search/highlight';

test('highlight terms from a link: unique, 2+ letters or digits, at most 10, 512 characters in all', () => {
  expect(MAX_HIGHLIGHT_TERMS).toBe(10);
  expect(MAX_HIGHLIGHT_CHARS).toBe(512);
  expect(highlightTerms(['e', 'a', 'Toets', 'toets', 'TOETS', '100', ' ', '-', 'ab'])).toEqual(['Toets', '100', 'ab']);
  const many = Array.from({length: 300}, (_, i) => `term${i}`);
  expect(highlightTerms(many)).toEqual(many.slice(0, 10));
  const long = ['x'.repeat(300), 'y'.repeat(300), 'kort'];
  expect(highlightTerms(long)).toEqual(['x'.repeat(300), 'kort']);
  expect(highlightTerms(Array.from({length: 40}, () => 'z'.repeat(100))).join('').length).toBeLessThanOrEqual(
    MAX_HIGHLIGHT_CHARS,
  );
});
