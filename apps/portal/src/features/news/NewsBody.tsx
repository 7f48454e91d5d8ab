import type { NewsBlock } from '@lindner/api/schema';
import { Heading, Link } from '@lindner/ui';
import { Fragment } from 'react';
import * as styles from './news.css';
import { safeNewsHref } from './newsLinks';

type NewsInline = Extract<NewsBlock, { type: 'paragraph' }>['content'][number];

/**
 * An article's body, built as elements from its structured content: never as HTML. A link
 * whose address is not allowed shows as plain text; other sites open in a new tab.
 */
export function NewsBody({ blocks }: { blocks: readonly NewsBlock[] }) {
  return (
    <div className={styles.body}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <NewsInlines parts={block.content} />
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
                    <NewsInlines parts={item} />
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

function NewsInlines({ parts }: { parts: readonly NewsInline[] }) {
  return parts.map((part, index) => {
    const href = safeNewsHref(part.href);
    const text = href ? <Link link={{ url: href }}>{part.text}</Link> : part.text;
    return part.bold ? (
      <strong key={index}>{text}</strong>
    ) : (
      <Fragment key={index}>{text}</Fragment>
    );
  });
}
