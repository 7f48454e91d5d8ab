import { useId, type ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import * as styles from './Checkout.css';

export function Section({ title, children }: { title: MessageDescriptor; children: ReactNode }) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h3 id={id} className={styles.sectionTitle}>
        <FormattedMessage {...title} />
      </h3>
      {children}
    </section>
  );
}
