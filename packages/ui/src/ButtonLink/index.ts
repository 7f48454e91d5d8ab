export { ButtonLink, type ButtonLinkProps } from './ButtonLink';
export { ButtonAnchor, type ButtonAnchorProps } from './ButtonAnchor';
