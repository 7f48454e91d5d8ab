import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { FocusEvent } from 'react';
import { FormField, useFormField, type FormFieldProps } from '../FormField';
import { indicator, option, optionLabel, options as optionsStyle, radio } from './RadioGroup.css';

export interface RadioOption {
  value: string;
  label: string;
}

export interface RadioGroupProps extends FormFieldProps<string> {
  options: readonly RadioOption[];
}

/** Whether focus moves from one radio of the group to another, not in or out of the group. */
function withinGroup(event: FocusEvent<HTMLElement>) {
  return event.currentTarget.contains(event.relatedTarget as Node | null);
}

/**
 * One choice of a few, all in view. Tab enters the group at the chosen option; the arrow keys move
 * and choose. The value is the chosen option's value. Inside a `Form` of `@lindner/ui/final-form`
 * bound to it by `name`, elsewhere controlled (`value`, `onChange`) or uncontrolled.
 */
export function RadioGroup(props: RadioGroupProps) {
  const { label, description, disabled, options } = props;
  const field = useFormField(props);
  const { input } = field;
  return (
    <FormField field={field} label={label} description={description} layout="group">
      <RadixRadioGroup.Root
        {...field.aria}
        id={field.ids.control}
        aria-labelledby={field.ids.label}
        name={input.name}
        className={optionsStyle}
        value={typeof input.value === 'string' && input.value !== '' ? input.value : null}
        onValueChange={input.onChange}
        required={field.required}
        disabled={disabled}
        // The field is left when focus leaves the group, not when it moves between options.
        onFocus={(event) => {
          if (!withinGroup(event)) input.onFocus(event);
        }}
        onBlur={(event) => {
          if (!withinGroup(event)) input.onBlur(event);
        }}
      >
        {options.map((each) => {
          const id = `${field.ids.control}-${each.value}`;
          return (
            <div key={each.value} className={option}>
              <RadixRadioGroup.Item id={id} value={each.value} className={radio}>
                <RadixRadioGroup.Indicator className={indicator} />
              </RadixRadioGroup.Item>
              <label htmlFor={id} className={optionLabel}>
                {each.label}
              </label>
            </div>
          );
        })}
      </RadixRadioGroup.Root>
    </FormField>
  );
}
