// The route's lazily loaded module (see routes/pages.ts): a route module exports `Component`.
export { FarmPage as Component } from './FarmPage';
