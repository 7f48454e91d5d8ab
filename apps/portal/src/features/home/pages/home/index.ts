// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the range, the offers of the month and the next events.
export { HomePage as Component } from './HomePage';
export { loadHome as loader } from '../../homeLoaders';
