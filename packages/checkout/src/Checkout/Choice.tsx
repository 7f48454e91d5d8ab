import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import * as styles from './Checkout.css';

/** A group of cards to choose one of; `children` follow the cards (notes, errors). */
export function CardChoice({
  legend,
  describedBy,
  cards,
  children,
}: {
  legend: MessageDescriptor;
  describedBy?: string;
  cards: ReactNode;
  children?: ReactNode;
}) {
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>
        <FormattedMessage {...legend} />
      </legend>
      <div className={styles.cards}>{cards}</div>
      {children}
    </fieldset>
  );
}

export function RadioCard({
  name,
  value,
  checked,
  onChoose,
  children,
}: {
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  children: ReactNode;
}) {
  return (
    <label className={styles.card}>
      <input
        className={styles.radio}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
      />
      {children}
    </label>
  );
}

/** A checkbox labelled by `children`; with `errorId` it is invalid and described by that error. */
export function Checkbox({
  name,
  checked,
  onChange,
  errorId,
  children,
}: {
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  errorId?: string;
  children: ReactNode;
}) {
  return (
    <label className={styles.checkboxRow}>
      <input
        className={styles.checkbox}
        type="checkbox"
        name={name}
        checked={checked}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => onChange(event.target.checked)}
      />
      {children}
    </label>
  );
}
