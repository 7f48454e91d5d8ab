import { describe, expect, it } from 'vitest';
import { hydratedPages } from './hydratedPages';
import { islandPageModules } from './islandPageModules';
import { islandPages } from './islandPages';
import { pages } from './pages';

describe('the island pages', () => {
  it('are named for the browser exactly as the server has their code', () => {
    expect([...islandPages].sort()).toEqual(Object.keys(islandPageModules).sort());
  });

  it('are all the public pages: the browser’s router holds only the personal area’s', () => {
    expect(Object.keys(hydratedPages).filter((name) => islandPages.has(name))).toEqual([]);
    expect(Object.keys(pages).sort()).toEqual(
      [...Object.keys(hydratedPages), ...Object.keys(islandPageModules)].sort(),
    );
  });
});
