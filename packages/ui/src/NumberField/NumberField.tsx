import { useLocale } from '@lindner/i18n';
import { useState, type ChangeEvent, type FocusEvent } from 'react';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { numberFromText, textFromNumber, type NumberValue } from './numberText';

export type NumberFieldProps = FormFieldProps<NumberValue>;

/**
 * A number, such as an area in hectares. A text input with the decimal keypad rather than
 * `type="number"`: that one changes on the mouse wheel, drops what it cannot read and ignores the
 * page's language. The field reads numbers as the locale writes them ("4.200" is 4200 in German,
 * "2,4" is 2.4) and writes the value back in that form after blur. The value is a number, undefined
 * when empty, and the typed text while it cannot be read unambiguously (the built-in `decimal` rule
 * then reports it). Inside a `Form` of `@lindner/ui/final-form` bound to it by `name`, elsewhere
 * controlled (`value`, `onChange`) or uncontrolled.
 */
export function NumberField(props: NumberFieldProps) {
  const { label, description, disabled } = props;
  const locale = useLocale();
  const field = useFormField(props, { rules: 'decimal' });
  // react-final-form hands an empty value over as '', a field of its own as undefined.
  const value = field.input.value === '' ? undefined : field.input.value;

  // What the user typed, so that "12," keeps its comma while they go on typing.
  const [draft, setDraft] = useState(() => textFromNumber(value, locale));
  const [seen, setSeen] = useState<NumberValue>(value);
  if (!Object.is(value, seen)) {
    setSeen(value);
    // The form changed the value (a reset, say): show the new one.
    if (!Object.is(numberFromText(draft, locale), value)) setDraft(textFromNumber(value, locale));
  }

  return (
    <FormField field={field} label={label} description={description}>
      <input
        {...field.aria}
        id={field.ids.control}
        name={field.input.name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        className={control}
        required={field.required}
        aria-required={field.required || undefined}
        disabled={disabled}
        value={draft}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setDraft(event.target.value);
          field.input.onChange(numberFromText(event.target.value, locale));
        }}
        onInvalid={field.onInvalid}
        onFocus={field.input.onFocus}
        onBlur={(event: FocusEvent<HTMLInputElement>) => {
          if (typeof value === 'number') setDraft(textFromNumber(value, locale));
          field.input.onBlur(event);
        }}
      />
    </FormField>
  );
}
