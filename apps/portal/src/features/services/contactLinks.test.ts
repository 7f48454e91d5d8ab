import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from './contactLinks';

describe('telHref', () => {
  it('keeps the digits and the leading plus of an international number', () => {
    expect(telHref('+43 5337 62277-0')).toBe('tel:+435337622770');
    expect(telHref('+43 (0) 5337 62277')).toBe('tel:+43533762277');
    expect(telHref('0043 5337 62277')).toBe('tel:+43533762277');
  });

  it('keeps a national number as it is dialled', () => {
    expect(telHref('05337 / 62277')).toBe('tel:0533762277');
    expect(telHref('(05337) 62277')).toBe('tel:0533762277');
  });

  it('gives nothing without a digit', () => {
    expect(telHref('')).toBeNull();
    expect(telHref('auf Anfrage')).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links an e-mail address', () => {
    expect(mailtoHref(' service@haendler.at ')).toBe('mailto:service@haendler.at');
  });

  it('refuses what is not one address', () => {
    expect(mailtoHref('service@haendler')).toBeNull();
    expect(mailtoHref('a@b.at?subject=x')).toBeNull();
    expect(mailtoHref('a@b.at, c@d.at')).toBeNull();
    expect(mailtoHref('javascript:alert(1)//@b.at')).toBeNull();
  });
});
