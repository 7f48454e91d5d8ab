import { useIntl } from 'react-intl';
import { chooseMessage } from '../publicForm/messages';
import * as styles from './fields.css';
import { FieldError, FieldFrame, RequiredMark, textOf, valueOf, type FieldProps } from './fields';
import { useBoundField } from './formControl';

// The form islands' choices of a list: the browser's own select and radio buttons.

/** The browser's own `<select>`: on a phone the system picker, easier with a thumb. */
export function SelectInput({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const intl = useIntl();
  const field = useBoundField(props.name);
  return (
    <FieldFrame field={field} {...props}>
      <div className={styles.selectWrapper}>
        <select
          {...field.aria}
          id={field.ids.control}
          name={field.name}
          className={`${styles.control} ${styles.select}`}
          required={props.required}
          value={textOf(field.value)}
          onChange={(event) => field.change(valueOf(event.target.value))}
          onBlur={field.leave}
        >
          <option value="">{intl.formatMessage(chooseMessage)}</option>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <span className={styles.chevron} aria-hidden="true" />
      </div>
    </FieldFrame>
  );
}

/**
 * One choice of a few, all in view: the browser's radios in a group named by its legend; Tab
 * enters at the chosen one, the arrow keys move and choose.
 */
export function RadioInputs({
  options,
  ...props
}: FieldProps & { options: readonly { value: string; label: string }[] }) {
  const field = useBoundField(props.name);
  return (
    <fieldset className={`${styles.field} ${styles.radioGroup}`}>
      <legend id={field.ids.label} className={`${styles.label} ${styles.radioLegend}`}>
        {props.label}
        <RequiredMark required={props.required ?? false} />
      </legend>
      {options.map((option) => {
        const id = `${field.ids.control}-${option.value}`;
        return (
          <div key={option.value} className={styles.radioOption}>
            <span className={styles.markFrame}>
              <input
                {...field.aria}
                id={id}
                name={field.name}
                type="radio"
                value={option.value}
                className={styles.markInput}
                required={props.required}
                checked={field.value === option.value}
                onChange={() => field.change(option.value)}
                onBlur={(event) => {
                  // Left when focus leaves the group, not when it moves between its options.
                  if (event.relatedTarget?.getAttribute('name') !== field.name) field.leave();
                }}
              />
              <span className={styles.circle} aria-hidden="true">
                <span className={styles.dot} />
              </span>
            </span>
            <label htmlFor={id} className={styles.optionLabel}>
              {option.label}
            </label>
          </div>
        );
      })}
      <FieldError field={field} />
    </fieldset>
  );
}
