export { PageHead, type PageHeadProps } from './PageHead';
