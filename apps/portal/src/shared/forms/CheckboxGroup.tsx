import { Checkbox } from '@lindner/ui';
import { group, groupOptions, legend } from './PersonalForm.css';

export interface CheckboxGroupOption {
  value: string;
  label: string;
}

interface CheckboxGroupProps {
  /** The form value: an object with one true or false per option, e.g. `economyTypes.dairy`. */
  name: string;
  label: string;
  options: readonly CheckboxGroupOption[];
  /** A hint below the legend. */
  description?: string;
}

/** Several choices of one kind, each a checkbox, under one legend. */
export function CheckboxGroup({ name, label, options, description }: CheckboxGroupProps) {
  return (
    <fieldset className={group}>
      <legend className={legend}>{label}</legend>
      {description ? <p>{description}</p> : null}
      <div className={groupOptions}>
        {options.map((option) => (
          <Checkbox key={option.value} name={`${name}.${option.value}`} label={option.label} />
        ))}
      </div>
    </fieldset>
  );
}
