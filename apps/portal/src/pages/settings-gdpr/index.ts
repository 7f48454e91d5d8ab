// The route's lazily loaded module (see routes/pages.ts): a route module exports `Component`.
export { GdprPage as Component } from './GdprPage';
