export { SignOnErrorPage, type SignOnErrorPageProps } from './SignOnErrorPage';
