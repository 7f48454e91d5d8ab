import { defaultClientConditions } from 'vite';

/** Resolve workspace packages to their TypeScript source, so nothing needs building first. */
export const sourceConditions = ['source', ...defaultClientConditions];
