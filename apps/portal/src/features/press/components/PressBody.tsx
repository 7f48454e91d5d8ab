import type { NewsBlock } from '@lindner/api/schema';
import { Heading, Link } from '@lindner/ui';
import { Fragment } from 'react';
import * as styles from './press.css';

type Inline = Extract<NewsBlock, { type: 'paragraph' }>['content'][number];

/** An address a release may link to: https, or a path of this site; anything else is text. */
export function safeHref(href: string | undefined): string | null {
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return href;
  try {
    return new URL(href).protocol === 'https:' ? href : null;
  } catch {
    return null;
  }
}

/** A release's body, built as elements from its blocks: never as HTML. */
export function PressBody({ blocks, lang }: { blocks: readonly NewsBlock[]; lang?: string }) {
  return (
    <div className={styles.body} lang={lang}>
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return (
              <p key={index}>
                <Inlines parts={block.content} />
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
                    <Inlines parts={item} />
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

function Inlines({ parts }: { parts: readonly Inline[] }) {
  return parts.map((part, index) => {
    const href = safeHref(part.href);
    const text = href ? <Link link={{ url: href }}>{part.text}</Link> : part.text;
    return part.bold ? (
      <strong key={index}>{text}</strong>
    ) : (
      <Fragment key={index}>{text}</Fragment>
    );
  });
}
