import { Container, Heading, Text } from '@lindner/ui';
import { Fragment, useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHead } from '../../shared/head';
import * as styles from './legal.css';

export interface LegalPageProps {
  title: MessageDescriptor;
  description: MessageDescriptor;
  intro: MessageDescriptor;
  children: ReactNode;
}

/** A legal text: its heading, an introduction, then its sections, at a reading width. */
export function LegalPage({ title, description, intro, children }: LegalPageProps) {
  const intl = useIntl();
  return (
    <Container className={styles.page}>
      <PageHead title={title} description={description} />
      <article className={styles.article}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }}>
          {intl.formatMessage(title)}
        </Heading>
        <Text className={styles.intro}>{intl.formatMessage(intro)}</Text>
        {children}
      </article>
    </Container>
  );
}

/** One part of a legal text, named by its heading. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={styles.section}>
      <Heading level={2} size="h3" id={titleId}>
        {title}
      </Heading>
      {children}
    </section>
  );
}

/** Label and value pairs: the imprint's figures, the privacy statement's retention periods. */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className={styles.facts}>
      {items.map(({ label, value }) => (
        <Fragment key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Fragment>
      ))}
    </dl>
  );
}

/** The points of a legal text as a list; `ordered` where they follow one another. */
export function LegalList({ items, ordered = false }: { items: string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </List>
  );
}
