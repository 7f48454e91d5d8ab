import { describe, expect, it } from 'vitest';
import { islandPageAssets, islandSourceOf, pageAssets, type Manifest } from './pageAssets';

/** A build's manifest as Vite writes it, cut down to what a public page touches. */
const manifest: Manifest = {
  'src/app/main.tsx': {
    file: 'assets/portal-1.js',
    isEntry: true,
    imports: ['_framework-1.js', '_router-1.js'],
    css: ['assets/portal-1.css'],
  },
  'src/app/publicPage.ts': {
    file: 'assets/public-1.js',
    isEntry: true,
    imports: ['_consent-1.js'],
    dynamicImports: ['src/app/islands/hydrateIslands.tsx'],
  },
  'src/app/islands/hydrateIslands.tsx': {
    file: 'assets/hydrateIslands-1.js',
    isDynamicEntry: true,
    imports: ['_framework-1.js', '_mountWidget-1.js'],
    dynamicImports: ['_dealer-finder-2.js', '_axle-load-calculator-2.js'],
  },
  '_dealer-finder-2.js': {
    file: 'assets/dealer-finder-2.js',
    name: 'dealer-finder',
    imports: ['_DealerMap-1.js', '_framework-1.js'],
  },
  '_axle-load-calculator-2.js': {
    file: 'assets/axle-load-calculator-2.js',
    name: 'axle-load-calculator',
  },
  'src/features/dealers/pages/dealer-finder/index.ts': {
    file: 'assets/dealer-finder-1.js',
    name: 'dealer-finder',
    isDynamicEntry: true,
    imports: ['_dealer-finder-2.js', '_router-1.js'],
    css: ['assets/dealer-finder-1.css'],
  },
  'src/features/fleet/pages/fleet-detail/index.ts': {
    file: 'assets/fleet-detail-1.js',
    isDynamicEntry: true,
    imports: ['_router-1.js'],
    dynamicImports: [
      'src/features/fleet/pages/fleet-detail/VehicleView.tsx',
      'src/features/fleet/charts/FleetCharts.tsx',
    ],
  },
  'src/features/fleet/pages/fleet-detail/VehicleView.tsx': {
    file: 'assets/VehicleView-1.js',
    isDynamicEntry: true,
    imports: ['_fields-1.js'],
    css: ['assets/VehicleView-1.css'],
  },
  'src/features/fleet/charts/FleetCharts.tsx': {
    file: 'assets/FleetCharts-1.js',
    isDynamicEntry: true,
  },
  '_fields-1.js': { file: 'assets/fields-1.js', css: ['assets/fields-1.css'] },
  '_framework-1.js': { file: 'assets/framework-1.js' },
  '_router-1.js': { file: 'assets/router-1.js' },
  '_consent-1.js': { file: 'assets/consent-1.js' },
  '_mountWidget-1.js': { file: 'assets/mountWidget-1.js', css: ['assets/widget-1.css'] },
  '_DealerMap-1.js': { file: 'assets/DealerMap-1.js' },
};
const dealerFinderPage = 'src/features/dealers/pages/dealer-finder/index.ts';

describe('the files of a page the browser renders whole', () => {
  it('fetch the page’s view at start with what it imports, not what it loads only sometimes', () => {
    const assets = pageAssets(manifest, ['src/features/fleet/pages/fleet-detail/index.ts']);
    expect(assets.entry).toBe('/assets/portal-1.js');
    expect(assets.modulePreloads.sort()).toEqual(
      [
        '/assets/framework-1.js',
        '/assets/router-1.js',
        '/assets/fleet-detail-1.js',
        '/assets/VehicleView-1.js',
        '/assets/fields-1.js',
      ].sort(),
    );
    // The view's styles come when it runs: they would hold the first paint back.
    expect(assets.styles).toEqual(['/assets/portal-1.css']);
  });
});

describe('the files of a public page rendered as islands', () => {
  it('keep the whole page’s styles but run only the small entry and the page’s islands', () => {
    const assets = islandPageAssets(manifest, [dealerFinderPage], ['dealer-finder']);
    expect(assets.entry).toBe('/assets/public-1.js');
    expect(assets.styles).toEqual(pageAssets(manifest, [dealerFinderPage]).styles);
    expect(assets.modulePreloads.sort()).toEqual(
      [
        '/assets/hydrateIslands-1.js',
        '/assets/framework-1.js',
        '/assets/mountWidget-1.js',
        '/assets/dealer-finder-2.js',
        '/assets/DealerMap-1.js',
      ].sort(),
    );
    // Neither the router nor the page's module: the server's HTML is the page.
    expect(assets.modulePreloads).not.toContain('/assets/router-1.js');
    expect(assets.modulePreloads).not.toContain('/assets/dealer-finder-1.js');
  });

  it('load no framework for a page without islands', () => {
    const assets = islandPageAssets(manifest, ['src/app/main.tsx'], []);
    expect(assets).toMatchObject({ entry: '/assets/public-1.js', modulePreloads: [] });
  });

  it('find an island among the modules the hydration loads, not a page of the same name', () => {
    expect(islandSourceOf(manifest, 'dealer-finder')).toBe('_dealer-finder-2.js');
    expect(() => islandSourceOf(manifest, 'gallery')).toThrow('no island gallery');
  });
});
