import { describe, expect, it } from 'vitest';
import {
  areaChunkName,
  chunkAreas,
  ModuleReach,
  type AreaChunkOptions,
  type ModuleFacts,
  type ModuleGraph,
} from './chunkAreas';

interface Module {
  code: string;
  /** What its statements name, in their order, as the bundler resolved them. */
  imports?: string[];
  dynamic?: string[];
  entry?: boolean;
  exports?: string[];
}

/** A module graph as the bundler reports it, from modules and what they import. */
function graphOf(modules: Record<string, Module>): ModuleGraph {
  const facts = new Map<string, ModuleFacts>();
  for (const [id, module] of Object.entries(modules)) {
    facts.set(id, {
      code: module.code,
      importedIds: module.imports ?? [],
      dynamicallyImportedIds: module.dynamic ?? [],
      importers: [],
      dynamicImporters: [],
      isEntry: module.entry ?? false,
      exports: module.exports,
    });
  }
  for (const [id, module] of Object.entries(modules)) {
    for (const target of module.imports ?? []) (facts.get(target)?.importers as string[]).push(id);
    for (const target of module.dynamic ?? []) {
      (facts.get(target)?.dynamicImporters as string[]).push(id);
    }
  }
  return { getModuleInfo: (id) => facts.get(id) ?? null };
}

const options: AreaChunkOptions = {
  personalArea: /\/PersonalArea\.tsx$/,
  isPersonalPage: (id) => id.startsWith('/src/features/fleet/'),
  sideEffectFree: /^\/packages\//,
};

/**
 * The portal's entry with a design system (an index re-exporting three components), the
 * personal area's frame, two personal pages and a public page loaded on demand, a second entry.
 */
const portal = graphOf({
  '/src/main.tsx': {
    code: `import { Spinner } from "@lindner/ui";\nimport { locales } from "./locales";\nconst pages = () => [import("./PersonalArea.tsx"), import("./fleet"), import("./vehicle"), import("./dealers")];`,
    imports: ['/packages/ui/index.ts', '/src/locales.ts'],
    dynamic: [
      '/src/PersonalArea.tsx',
      '/src/features/fleet/pages/fleet/index.ts',
      '/src/features/fleet/pages/fleet-detail/index.ts',
      '/src/features/dealers/pages/dealer-finder/index.ts',
    ],
    entry: true,
  },
  '/src/loader.ts': {
    code: `import { locales } from "./locales";`,
    imports: ['/src/locales.ts'],
    entry: true,
  },
  '/src/locales.ts': { code: 'export const locales = [];' },
  '/packages/ui/index.ts': {
    code: `export * from "./Spinner";\nexport { SideNav } from "./SideNav";\nexport { Banner as Notice } from "./Banner";`,
    imports: ['/packages/ui/Spinner.tsx', '/packages/ui/SideNav.tsx', '/packages/ui/Banner.tsx'],
    exports: ['*', 'SideNav', 'Notice'],
  },
  '/packages/ui/Spinner.tsx': { code: 'export function Spinner() {}', exports: ['Spinner'] },
  '/packages/ui/SideNav.tsx': {
    code: `import "./SideNav.css";\nexport function SideNav() {}`,
    imports: ['/packages/ui/SideNav.css'],
    exports: ['SideNav'],
  },
  '/packages/ui/SideNav.css': { code: '' },
  '/packages/ui/Banner.tsx': { code: 'export function Banner() {}', exports: ['Banner'] },
  '/src/PersonalArea.tsx': {
    code: `import { SideNav, Notice } from "@lindner/ui";\nimport { frame } from "./frame";\nimport { user } from "./user";`,
    imports: ['/packages/ui/index.ts', '/src/frame.ts', '/src/user.ts'],
  },
  '/src/frame.ts': { code: 'export const frame = 1;' },
  '/src/user.ts': { code: 'export const user = 1;' },
  '/src/features/fleet/pages/fleet/index.ts': {
    code: `import { Notice } from "@lindner/ui";\nimport { frame } from "../../../../frame";\nimport { card } from "../../card";`,
    imports: ['/packages/ui/index.ts', '/src/frame.ts', '/src/features/fleet/card.ts'],
  },
  '/src/features/fleet/pages/fleet-detail/index.ts': {
    code: `import { card } from "../../card";\nimport { diary } from "./diary";`,
    imports: ['/src/features/fleet/card.ts', '/src/features/fleet/pages/fleet-detail/diary.ts'],
  },
  '/src/features/fleet/card.ts': { code: 'export const card = 1;' },
  '/src/features/fleet/pages/fleet-detail/diary.ts': { code: 'export const diary = 1;' },
  '/src/features/dealers/pages/dealer-finder/index.ts': {
    code: `import { user } from "../../../../user";`,
    imports: ['/src/user.ts'],
  },
});

describe('ModuleReach', () => {
  it('follows a package’s re-exports only for the names imported through them', () => {
    const reach = new ModuleReach(portal, options.sideEffectFree);
    expect([...reach.from('/src/main.tsx')].sort()).toEqual([
      '/packages/ui/Spinner.tsx',
      '/packages/ui/index.ts',
      '/src/locales.ts',
      '/src/main.tsx',
    ]);
    expect(reach.from('/src/PersonalArea.tsx')).toEqual(
      new Set([
        '/src/PersonalArea.tsx',
        '/packages/ui/index.ts',
        '/packages/ui/SideNav.tsx',
        '/packages/ui/SideNav.css',
        '/packages/ui/Banner.tsx',
        '/src/frame.ts',
        '/src/user.ts',
      ]),
    );
  });

  it('counts every import of a module whose statements it cannot read', () => {
    const graph = graphOf({
      '/src/a.ts': { code: 'import x from "./b"; import y from "./c";', imports: ['/src/b.ts'] },
      '/src/b.ts': { code: '' },
    });
    expect(new ModuleReach(graph, options.sideEffectFree).from('/src/a.ts')).toEqual(
      new Set(['/src/a.ts', '/src/b.ts']),
    );
  });

  it('runs all that an app module re-exports', () => {
    const graph = graphOf({
      '/src/a.ts': { code: 'import { b } from "./index";', imports: ['/src/index.ts'] },
      '/src/index.ts': {
        code: 'export { b } from "./b";\nexport { c } from "./c";',
        imports: ['/src/b.ts', '/src/c.ts'],
      },
      '/src/b.ts': { code: 'export const b = 1;' },
      '/src/c.ts': { code: 'export const c = 1;' },
    });
    expect(new ModuleReach(graph, options.sideEffectFree).from('/src/a.ts')).toContain('/src/c.ts');
  });
});

describe('chunkAreas', () => {
  const areas = chunkAreas(portal, '/src/main.tsx', options);

  it('puts what an entry needs into the start chunk', () => {
    expect(areas.get('/src/locales.ts')).toBe('start');
    expect(areas.get('/packages/ui/index.ts')).toBe('start');
    expect(areas.get('/packages/ui/Spinner.tsx')).toBe('start');
  });

  it('puts what the personal area’s frame needs besides into its chunk, public pages’ needs too', () => {
    expect(areas.get('/src/frame.ts')).toBe('personal-area');
    expect(areas.get('/packages/ui/SideNav.tsx')).toBe('personal-area');
    expect(areas.get('/packages/ui/SideNav.css')).toBe('personal-area');
    expect(areas.get('/packages/ui/Banner.tsx')).toBe('personal-area');
    expect(areas.get('/src/user.ts')).toBe('personal-area');
  });

  it('puts what a quarter of the personal pages need, at least two, into the common chunk', () => {
    expect(areas.get('/src/features/fleet/card.ts')).toBe('personal-common');
    expect(areas.has('/src/features/fleet/pages/fleet-detail/diary.ts')).toBe(false);
  });

  it('leaves entries and what is loaded on demand in their own files', () => {
    for (const id of [
      '/src/main.tsx',
      '/src/loader.ts',
      '/src/PersonalArea.tsx',
      '/src/features/fleet/pages/fleet/index.ts',
      '/src/features/dealers/pages/dealer-finder/index.ts',
    ]) {
      expect(areas.has(id), id).toBe(false);
    }
  });

  it('answers the bundler per module, analysing its graph once', () => {
    let asked = 0;
    const counted: ModuleGraph = {
      getModuleInfo: (id) => {
        asked += 1;
        return portal.getModuleInfo(id);
      },
    };
    const name = areaChunkName(options);
    expect(name('/src/frame.ts', counted)).toBe('personal-area');
    const once = asked;
    expect(name('/src/features/fleet/pages/fleet-detail/diary.ts', counted)).toBeNull();
    expect(asked - once).toBe(1);
  });
});
