import { Container, Heading, Text } from '@lindner/ui';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { PageHead } from '../../shared/head';
import * as styles from './forms.css';

export interface FormPageLayoutProps {
  title: MessageDescriptor;
  description: MessageDescriptor;
  intro: MessageDescriptor;
  /** The heading's id, which names the form. */
  titleId: string;
  /** Hints beside the form (below it on a phone). */
  aside: ReactNode;
  children: ReactNode;
}

/** A public form's page: heading and introduction, then the form with its hints beside it. */
export function FormPageLayout({
  title,
  description,
  intro,
  titleId,
  aside,
  children,
}: FormPageLayoutProps) {
  const intl = useIntl();
  return (
    <Container className={styles.page}>
      <PageHead title={title} description={description} />
      <div className={styles.header}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} id={titleId}>
          {intl.formatMessage(title)}
        </Heading>
        <Text className={styles.intro}>{intl.formatMessage(intro)}</Text>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>{children}</div>
        <aside className={styles.aside}>{aside}</aside>
      </div>
    </Container>
  );
}
