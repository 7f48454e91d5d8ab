import { descriptionId, InputLabel, Text, visuallyHidden } from '@lindner/ui';
import type { ReactNode } from 'react';
import * as styles from './AxleLoadCalculator.css';

export interface MeasureFieldProps {
  id: string;
  label: ReactNode;
  unit: ReactNode;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** Shown below the input, which is then marked invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** A number with its unit, typed freely (decimal comma or point): results follow each keystroke. */
export function MeasureField({
  id,
  label,
  unit,
  value,
  onChange,
  onBlur,
  error,
  hint,
}: MeasureFieldProps) {
  const errorId = `${id}-error`;
  const describedBy = [hint ? descriptionId(id) : null, error ? errorId : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={styles.field}>
      <InputLabel htmlFor={id} description={hint}>
        {label}
        <span className={visuallyHidden}> ({unit})</span>
      </InputLabel>
      <div className={styles.inputRow}>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
        <span className={styles.unit} aria-hidden="true">
          {unit}
        </span>
      </div>
      {error ? (
        <Text id={errorId} size="small" tone="critical">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
