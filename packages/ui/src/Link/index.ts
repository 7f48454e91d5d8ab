export { Link, type LinkProps } from './Link';
export { isExternalUrl, linkTarget, linkText, type LinkData, type LinkKind } from './linkTarget';
