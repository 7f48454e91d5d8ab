import { describe, expect, it } from 'vitest';
import { phoneLink, routeLink } from './routeLink';

describe('routeLink', () => {
  it('leads to the dealer, from the visitor when known', () => {
    expect(routeLink({ lat: 48.2832, lng: 14.2468 })).toBe(
      'https://www.openstreetmap.org/directions?route=%3B48.28320%2C14.24680',
    );
    expect(routeLink({ lat: 48.2832, lng: 14.2468 }, { lat: 48.3, lng: 14.29 })).toBe(
      'https://www.openstreetmap.org/directions?route=48.30000%2C14.29000%3B48.28320%2C14.24680',
    );
  });
});

describe('phoneLink', () => {
  it('keeps the digits and the plus', () => {
    expect(phoneLink('+43 5338 70 210')).toBe('tel:+43533870210');
    expect(phoneLink('+41 81 250 43 10')).toBe('tel:+41812504310');
  });
});
