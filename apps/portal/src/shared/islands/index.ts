export { Island, IslandRenderingContext, type IslandProps, type IslandRendering } from './Island';
export { defineIsland, islandSelector, type IslandData, type IslandDefinition } from './island';
