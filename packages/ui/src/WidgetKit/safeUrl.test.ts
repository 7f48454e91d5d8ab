import { describe, expect, it } from 'vitest';
import { readSafeUrl } from './safeUrl';

describe('readSafeUrl', () => {
  it.each([
    'https://www.lindner.at/finanzierung',
    'http://händler.example/angebot?x=1#form',
    '/de/finanzierung',
    'angebot.html',
    '../angebote/',
    '?plan=third',
    '#enquiry',
  ])('keeps %s', (url) => {
    expect(readSafeUrl(url)).toBe(url);
  });

  it('trims the surrounding spaces an editor pasted', () => {
    expect(readSafeUrl('  https://www.lindner.at/  ')).toBe('https://www.lindner.at/');
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://www.lindner.at/1234',
    'file:///etc/passwd',
    'mailto:info@lindner.at',
    '//evil.example/path',
    '\\\\evil.example/path',
    '/\\evil.example/path',
    'https:',
    'javascript%3Aalert(1):x',
    '',
    '   ',
  ])('refuses %j', (url) => {
    expect(readSafeUrl(url)).toBeUndefined();
  });

  it.each([undefined, null, 42, {}])('refuses %j, which is no text', (value) => {
    expect(readSafeUrl(value)).toBeUndefined();
  });
});
