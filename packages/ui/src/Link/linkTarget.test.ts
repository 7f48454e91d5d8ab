import { describe, expect, it } from 'vitest';
import { isExternalUrl, linkTarget, linkText } from './linkTarget';

const origin = 'https://portal.lindner-traktoren.at';

describe('isExternalUrl', () => {
  it('counts absolute addresses of another site as external', () => {
    expect(isExternalUrl('https://www.lindner-mietpark.at/', origin)).toBe(true);
    expect(isExternalUrl('http://example.com/a', origin)).toBe(true);
    expect(isExternalUrl('//cdn.example.com/file.pdf', origin)).toBe(true);
  });

  it('counts addresses of this site as internal', () => {
    expect(isExternalUrl(`${origin}/de-at/mein-lindner`, origin)).toBe(false);
    expect(isExternalUrl('HTTPS://PORTAL.lindner-traktoren.at/x', origin)).toBe(false);
  });

  it('treats another port or scheme as another site', () => {
    expect(isExternalUrl('https://portal.lindner-traktoren.at:8443/', origin)).toBe(true);
    expect(isExternalUrl('http://portal.lindner-traktoren.at/', origin)).toBe(true);
  });

  it('never counts relative paths, anchors or other schemes as external', () => {
    expect(isExternalUrl('/de/mein-lindner/fuhrpark', origin)).toBe(false);
    expect(isExternalUrl('fuhrpark/42', origin)).toBe(false);
    expect(isExternalUrl('#GvlContact', origin)).toBe(false);
    expect(isExternalUrl('mailto:info@lindner-traktoren.at', origin)).toBe(false);
  });

  it('counts every absolute address as external without a current origin', () => {
    expect(isExternalUrl(`${origin}/de`)).toBe(true);
    expect(isExternalUrl('/de')).toBe(false);
  });
});

describe('linkTarget', () => {
  it('opens other sites externally', () => {
    expect(linkTarget({ url: 'https://www.lindner-mietpark.at' }, origin)).toEqual({
      kind: 'external',
      href: 'https://www.lindner-mietpark.at',
    });
  });

  it('opens a link marked external externally even on this site', () => {
    expect(linkTarget({ url: '/de-at/datenschutz', isExternal: true }, origin)).toEqual({
      kind: 'external',
      href: '/de-at/datenschutz',
    });
  });

  it('routes relative paths and absolute addresses of this site', () => {
    expect(linkTarget({ url: '/de-at/mein-lindner/profil' }, origin)).toEqual({
      kind: 'router',
      href: '/de-at/mein-lindner/profil',
    });
    expect(linkTarget({ url: `${origin}/de/fuhrpark?tab=2#top` }, origin)).toEqual({
      kind: 'router',
      href: '/de/fuhrpark?tab=2#top',
    });
  });

  it('leaves anchors and other schemes to the browser', () => {
    expect(linkTarget({ url: '#GvlContact' }, origin).kind).toBe('document');
    expect(linkTarget({ url: 'mailto:info@lindner-traktoren.at' }, origin).kind).toBe('document');
    expect(linkTarget({ url: 'tel:+43533773750' }, origin).kind).toBe('document');
  });

  it('trims the address', () => {
    expect(linkTarget({ url: '  /de/x ' }, origin).href).toBe('/de/x');
  });
});

describe('linkText', () => {
  it('shows the label first', () => {
    expect(linkText({ label: 'Händlersuche', title: 'Zur Händlersuche' })).toBe('Händlersuche');
  });

  it('shows the title when there is no label', () => {
    expect(linkText({ title: 'Zur Händlersuche' })).toBe('Zur Händlersuche');
    expect(linkText({ label: '  ', title: 'Zur Händlersuche' })).toBe('Zur Händlersuche');
  });

  it('has no text without label and title', () => {
    expect(linkText({})).toBeUndefined();
    expect(linkText({ label: '', title: ' ' })).toBeUndefined();
  });
});
