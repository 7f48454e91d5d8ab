export { ArticleBody, type ArticleBodyProps } from './ArticleBody';
export { safeArticleHref } from './articleLinks';
