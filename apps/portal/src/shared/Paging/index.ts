export { pageItems } from './pageItems';
export { Paging, type PagingProps, type PagingTexts } from './Paging';
