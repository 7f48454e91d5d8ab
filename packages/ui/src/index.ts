export * from './theme';
export { uiMessages } from './messages';
export * from './Button';
export * from './Spinner';
