import { useIntl } from 'react-intl';
import { cx } from '../classNames';
import { control, FormField, useFormField, type FormFieldProps } from '../FormField';
import { chevron, select, wrapper } from './Select.css';
import { messages } from './messages';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends FormFieldProps<string> {
  options: readonly SelectOption[];
  /** The first, empty choice; "Bitte auswählen" unless given. */
  placeholder?: string;
}

/**
 * A choice from a list. The browser's own `<select>`: on a phone it opens the system picker, which
 * is easier with a thumb (and a glove) than any list drawn in the page, and it needs no script to
 * reach by keyboard or screen reader, nor to be sent with a GET form. The value is the chosen
 * option's value, undefined while none is chosen. Inside a `Form` of `@lindner/ui/final-form` bound
 * to it by `name`, elsewhere controlled (`value`, `onChange`) or uncontrolled (`defaultValue`).
 */
export function Select(props: SelectProps) {
  const { label, description, disabled, options, placeholder } = props;
  const intl = useIntl();
  const field = useFormField(props);
  return (
    <FormField field={field} label={label} description={description}>
      <div className={wrapper}>
        <select
          {...field.input}
          {...field.aria}
          value={field.input.value ?? ''}
          onInvalid={field.onInvalid}
          id={field.ids.control}
          className={cx(control, select)}
          required={field.required}
          aria-required={field.required || undefined}
          disabled={disabled}
        >
          <option value="">{placeholder ?? intl.formatMessage(messages.placeholder)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={chevron} aria-hidden="true" />
      </div>
    </FormField>
  );
}
