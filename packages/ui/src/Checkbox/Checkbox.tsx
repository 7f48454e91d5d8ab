import { Checkbox as RadixCheckbox } from 'radix-ui';
import { FormField, useFormField, type FormFieldProps } from '../FormField';
import { box, checkMark } from './Checkbox.css';

export type CheckboxProps = FormFieldProps<boolean>;

/**
 * A yes/no choice, such as a consent: the value is true or false. `required` means it must be
 * ticked. Inside a `Form` of `@lindner/ui/final-form` bound to it by `name`, elsewhere controlled
 * (`value`, `onChange`) or uncontrolled (`defaultValue`).
 */
export function Checkbox(props: CheckboxProps) {
  const { label, description, disabled } = props;
  const field = useFormField(props);
  return (
    <FormField field={field} label={label} description={description} layout="inline">
      <RadixCheckbox.Root
        {...field.aria}
        id={field.ids.control}
        name={field.input.name}
        className={box}
        checked={field.input.value === true}
        onCheckedChange={(checked) => field.input.onChange(checked === true)}
        onFocus={field.input.onFocus}
        onBlur={field.input.onBlur}
        required={field.required}
        disabled={disabled}
      >
        <RadixCheckbox.Indicator className={checkMark}>
          <svg viewBox="0 0 16 16" aria-hidden="true" focusable="false">
            <path
              d="M3 8.5l3.2 3.2L13 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.25"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
    </FormField>
  );
}
