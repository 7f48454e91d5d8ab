import { describe, expect, it } from 'vitest';
import { backLinkOf, headerTabsOf, sideNavRoutes, sideNavTargets, tabGroups } from './navigation';

describe('side navigation', () => {
  it('lists every section of SPEC.md in order, in the locale’s paths', () => {
    expect(sideNavRoutes).toEqual([
      'dashboard',
      'profile',
      'upfront-news',
      'fleet',
      'services',
      'trainings',
      'classified-ads',
      'settings',
      'orders',
      'bookmarks',
      'my-posts',
    ]);
    expect(sideNavTargets('de-at').map(({ to }) => to)).toEqual([
      '/de-at/mein-lindner',
      '/de-at/mein-lindner/profil',
      '/de-at/mein-lindner/vorab-news',
      '/de-at/mein-lindner/fuhrpark',
      '/de-at/mein-lindner/services',
      '/de-at/mein-lindner/fahrertrainings',
      '/de-at/mein-lindner/kleinanzeigen',
      '/de-at/mein-lindner/einstellungen',
      '/de-at/mein-lindner/bestellungen',
      '/de-at/mein-lindner/merkliste',
      '/de-at/mein-lindner/meine-beitraege',
    ]);
    expect(sideNavTargets('en')[6]).toEqual({
      name: 'classified-ads',
      to: '/en/my-lindner/classified-ads',
    });
  });
});

describe('header tabs', () => {
  it('has none on the dashboard and pages without sections', () => {
    for (const name of ['dashboard', 'services', 'orders', 'bookmarks', 'upfront-news'] as const) {
      expect(headerTabsOf(name, {}, 'de')).toBeNull();
    }
  });

  it('shows a section’s tabs on each of its pages', () => {
    for (const [group, names] of Object.entries(tabGroups)) {
      for (const name of names) {
        expect(headerTabsOf(name, { id: '42' }, 'de')?.group).toBe(group);
      }
    }
    expect(headerTabsOf('profile-farm', {}, 'fr')?.tabs).toEqual([
      { name: 'profile', to: '/fr/mon-lindner/profil' },
      { name: 'profile-farm', to: '/fr/mon-lindner/profil/ferme' },
      { name: 'profile-password', to: '/fr/mon-lindner/profil/mot-de-passe' },
    ]);
  });

  it('builds a vehicle’s tabs with its id', () => {
    expect(headerTabsOf('fleet-detail-warranty', { id: '42' }, 'de-at')?.tabs).toEqual([
      { name: 'fleet-detail', to: '/de-at/mein-lindner/fuhrpark/42' },
      { name: 'fleet-detail-warranty', to: '/de-at/mein-lindner/fuhrpark/42/garantie' },
      { name: 'fleet-detail-traclink', to: '/de-at/mein-lindner/fuhrpark/42/traclink' },
      { name: 'fleet-detail-traclinkmobile', to: '/de-at/mein-lindner/fuhrpark/42/traclinkmobile' },
    ]);
  });

  it('shows no tabs on a vehicle’s forms and checkouts', () => {
    expect(headerTabsOf('fleet-detail-add-average', { id: '42' }, 'de')).toBeNull();
    expect(headerTabsOf('fleet-detail-traclink-checkout', { id: '42' }, 'de')).toBeNull();
  });
});

describe('back link', () => {
  it('leads from a detail page to its list', () => {
    expect(backLinkOf('upfront-news-detail', { slug: 'neu' }, 'en')?.to).toBe(
      '/en/my-lindner/upfront-news',
    );
    expect(backLinkOf('trainings-detail', { slug: 'a' }, 'fr')?.to).toBe(
      '/fr/mon-lindner/formation',
    );
    expect(backLinkOf('fleet-detail-traclink', { id: '42' }, 'de')?.to).toBe(
      '/de/mein-lindner/fuhrpark',
    );
  });

  it('leads from a vehicle’s forms to the vehicle and from a checkout to its contract', () => {
    expect(backLinkOf('fleet-detail-add-operation', { id: '42' }, 'de')?.to).toBe(
      '/de/mein-lindner/fuhrpark/42',
    );
    expect(backLinkOf('fleet-detail-warranty-checkout', { id: '42' }, 'fr-fr')?.to).toBe(
      '/fr-fr/mon-lindner/flotte/42/garantie',
    );
    expect(backLinkOf('fleet-detail-traclink-checkout', { id: '42' }, 'en')?.to).toBe(
      '/en/my-lindner/fleet/42/traclink',
    );
  });

  it('leads from an order’s confirmation to the orders', () => {
    expect(backLinkOf('order-confirmation', { id: '42' }, 'de-at')?.to).toBe(
      '/de-at/mein-lindner/bestellungen',
    );
  });

  it('is missing on the sections themselves', () => {
    for (const name of ['dashboard', 'fleet', 'profile', 'settings-gdpr', 'orders'] as const) {
      expect(backLinkOf(name, {}, 'de')).toBeNull();
    }
  });
});

describe('the staff’s entries of the side navigation', () => {
  it('add the vehicle review after the fleet, for staff only', () => {
    expect(sideNavTargets('de').map(({ name }) => name)).not.toContain('fleet-review');
    const staff = sideNavTargets('de', { staff: true });
    const fleet = staff.findIndex(({ name }) => name === 'fleet');
    expect(staff[fleet + 1]).toEqual({
      name: 'fleet-review',
      to: '/de/mein-lindner/fuhrpark/pruefung',
    });
    expect(sideNavTargets('fr-fr', { staff: true })[fleet + 1]?.to).toBe(
      '/fr-fr/mon-lindner/flotte/verification',
    );
  });

  it('add the order review after the orders, for staff only', () => {
    expect(sideNavTargets('en').map(({ name }) => name)).not.toContain('orders-review');
    const staff = sideNavTargets('en', { staff: true });
    const orders = staff.findIndex(({ name }) => name === 'orders');
    expect(staff[orders + 1]).toEqual({
      name: 'orders-review',
      to: '/en/my-lindner/orders/review',
    });
  });

  it('add the editorial review, the news and the press photos after my posts, for staff only', () => {
    const names = sideNavTargets('de').map(({ name }) => name);
    for (const name of ['editorial-review', 'editorial-news', 'editorial-press-photos'] as const) {
      expect(names).not.toContain(name);
    }
    const staff = sideNavTargets('fr', { staff: true });
    const posts = staff.findIndex(({ name }) => name === 'my-posts');
    expect(staff.slice(posts + 1)).toEqual([
      { name: 'editorial-review', to: '/fr/mon-lindner/redaction/verification' },
      { name: 'editorial-news', to: '/fr/mon-lindner/redaction/actualites' },
      { name: 'editorial-press-photos', to: '/fr/mon-lindner/redaction/photos-de-presse' },
    ]);
  });
});
