import { cx } from '../classNames';
import { label as labelStyle, requiredMark } from './FormField.css';

interface FieldLabelProps {
  id: string;
  /** The control it labels; without it the label is a plain element that a group points to. */
  htmlFor?: string;
  required: boolean;
  className?: string;
  children: string;
}

/** A sign, not a word: the control's own `required` and `aria-required` tell screen readers. */
const requiredSign = '*';

/** The label of a field, with an asterisk that screen readers skip when it is required. */
export function FieldLabel({ id, htmlFor, required, className, children }: FieldLabelProps) {
  const classes = cx(labelStyle, className);
  const content = (
    <>
      {children}
      {required ? (
        <span aria-hidden="true" className={requiredMark}>
          {requiredSign}
        </span>
      ) : null}
    </>
  );
  return htmlFor ? (
    <label id={id} htmlFor={htmlFor} className={classes}>
      {content}
    </label>
  ) : (
    <span id={id} className={classes}>
      {content}
    </span>
  );
}
