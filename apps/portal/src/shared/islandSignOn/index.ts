export { IslandSignOn, type IslandSignOnProps } from './IslandSignOn';
