import { describe, expect, it } from 'vitest';
import { serviceWorkerAssets, type BuiltFile } from './serviceWorkerAssets';

const chunk = (
  fileName: string,
  moduleIds: string[],
  links: { imports?: string[]; dynamicImports?: string[]; css?: string[] } = {},
): BuiltFile => ({
  type: 'chunk',
  fileName,
  moduleIds,
  imports: links.imports ?? [],
  dynamicImports: links.dynamicImports ?? [],
  viteMetadata: { importedCss: new Set(links.css ?? []) },
});

const asset = (fileName: string): BuiltFile => ({ type: 'asset', fileName });

const bundle: Record<string, BuiltFile> = Object.fromEntries(
  [
    chunk('assets/portal-1.js', ['/src/app/main.tsx'], {
      imports: ['assets/framework-1.js'],
      dynamicImports: ['assets/fleet-detail-1.js', 'assets/dealers-1.js', 'assets/Toasts-1.js'],
    }),
    chunk('assets/framework-1.js', ['/node_modules/react/index.js']),
    chunk('assets/fleet-detail-1.js', ['/src/features/fleet/pages/fleet-detail/index.ts'], {
      imports: ['assets/forms-1.js'],
      dynamicImports: ['assets/VehicleView-1.js'],
    }),
    chunk('assets/VehicleView-1.js', ['/src/features/fleet/pages/fleet-detail/VehicleView.tsx'], {
      dynamicImports: ['assets/FleetCharts-1.js'],
      css: ['assets/VehicleView-1.css'],
    }),
    chunk('assets/FleetCharts-1.js', ['/src/shared/fleetCharts/FleetCharts.tsx']),
    chunk('assets/forms-1.js', ['/src/shared/forms/FormField.tsx'], {
      dynamicImports: ['assets/profile-1.js'],
    }),
    chunk('assets/profile-1.js', ['/src/features/profile/ProfilePage.tsx']),
    chunk('assets/dealers-1.js', ['/src/features/dealers/DealerFinderPage.tsx'], {
      imports: ['assets/leaflet-1.js'],
    }),
    chunk('assets/leaflet-1.js', ['/node_modules/leaflet/dist/leaflet-src.js']),
    chunk('assets/Toasts-1.js', ['/src/app/Toasts.tsx']),
    asset('assets/VehicleView-1.css'),
    asset('assets/roboto-1.woff2'),
    asset('sw.js'),
  ].map((file) => [file.fileName, file]),
);

describe('the files the service worker keeps ahead of need', () => {
  const assets = serviceWorkerAssets(bundle, /\/src\/(features\/fleet|app\/Toasts\.tsx)/);

  it('are the fleet pages’ chunks with all they load, also on demand, and their CSS', () => {
    expect(assets.offline).toEqual([
      '/assets/FleetCharts-1.js',
      '/assets/Toasts-1.js',
      '/assets/VehicleView-1.css',
      '/assets/VehicleView-1.js',
      '/assets/fleet-detail-1.js',
      '/assets/forms-1.js',
    ]);
  });

  it('leave out the pages the fleet does not lead to (the dealer map and its Leaflet)', () => {
    expect(assets.offline).not.toContain('/assets/leaflet-1.js');
    expect(assets.offline).not.toContain('/assets/dealers-1.js');
    // Loaded on demand by a chunk the fleet shares with other pages: theirs, not the fleet's.
    expect(assets.offline).not.toContain('/assets/profile-1.js');
  });

  it('name every file of the build under /assets/, so that older builds’ files can go', () => {
    expect(assets.current).toHaveLength(12);
    expect(assets.current).toContain('/assets/roboto-1.woff2');
    expect(assets.current).not.toContain('/sw.js');
  });
});
