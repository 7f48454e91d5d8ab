// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
export { HomePage as Component } from './HomePage';
