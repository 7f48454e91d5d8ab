import { useLocale } from '@lindner/i18n';
import { formatNumberForInput, parseNumber } from '@lindner/ui/numbers';
import { useState } from 'react';
import * as styles from './fields.css';
import { FieldFrame } from './fields';
import { useBoundField } from './formControl';

/**
 * An amount as @lindner/ui's NumberField takes it: read as the locale writes numbers ("85.000,5"
 * in German), written back in that form after blur. The value is the number, undefined when
 * empty, and the typed text while it cannot be read (the check then calls it invalid).
 */
export function PriceInput({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const locale = useLocale();
  const field = useBoundField(name);
  const { value } = field;
  const asText = (number: unknown) =>
    typeof number === 'number' ? formatNumberForInput(number, locale) : String(number ?? '');
  // What the visitor typed, so that "12," keeps its comma while they go on typing.
  const [draft, setDraft] = useState(() => asText(value));
  const [seen, setSeen] = useState(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    // The form changed the value (writing again after sending): show the new one.
    if (!Object.is(read(draft), value)) setDraft(asText(value));
  }

  function read(text: string) {
    const number = parseNumber(text, locale);
    return number !== undefined && Number.isNaN(number) ? text : number;
  }

  return (
    <FieldFrame field={field} label={label} required={required}>
      <input
        {...field.aria}
        id={field.ids.control}
        name={field.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={styles.control}
        required={required}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          field.change(read(event.target.value));
        }}
        onBlur={() => {
          if (typeof value === 'number') setDraft(asText(value));
          field.leave();
        }}
      />
    </FieldFrame>
  );
}
