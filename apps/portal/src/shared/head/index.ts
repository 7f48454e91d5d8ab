export { PageHead, type PageHeadProps, type SharedImage } from './PageHead';
export { StructuredData } from './StructuredData';
