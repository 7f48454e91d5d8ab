import type { NewsBlock } from '@lindner/api/schema';
import { Heading } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { Fragment } from 'react';
import * as styles from './ArticleBody.css';
import { safeArticleHref } from './articleLinks';

type ArticleInline = Extract<NewsBlock, { type: 'paragraph' }>['content'][number];

export interface ArticleBodyProps {
  blocks: readonly NewsBlock[];
  /** The language of the text where it differs from the page's (a German text on another). */
  lang?: string;
}

/**
 * An article's or a press release's body, built as elements from its structured content: never
 * as HTML. A link whose address is not allowed shows as plain text; other sites open in a new tab.
 */
export function ArticleBody({ blocks, lang }: ArticleBodyProps) {
  return (
    <div className={styles.body} lang={lang}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <ArticleInlines parts={block.content} />
              </p>
            );
          case 'heading':
            return (
              <Heading key={index} level={2} size="h4">
                {block.text}
              </Heading>
            );
          case 'list':
            return (
              <ul key={index} className={styles.bodyList}>
                {block.items.map((item, itemIndex) => (
                  <li key={itemIndex}>
                    <ArticleInlines parts={item} />
                  </li>
                ))}
              </ul>
            );
          case 'quote':
            return (
              <blockquote key={index} className={styles.quote}>
                <p>{block.text}</p>
              </blockquote>
            );
          default:
            return null;
        }
      })}
    </div>
  );
}

function ArticleInlines({ parts }: { parts: readonly ArticleInline[] }) {
  return parts.map((part, index) => {
    const href = safeArticleHref(part.href);
    const text = href ? <Link link={{ url: href }}>{part.text}</Link> : part.text;
    return part.bold ? (
      <strong key={index}>{text}</strong>
    ) : (
      <Fragment key={index}>{text}</Fragment>
    );
  });
}
