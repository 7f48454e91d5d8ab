import type { ReactNode } from 'react';
import { cx } from '../classNames';
import { descriptionId } from './descriptionId';
import { description as descriptionClass, label, requiredMark, wrapper } from './InputLabel.css';

export interface InputLabelProps {
  /** The id of the input the label names. */
  htmlFor: string;
  /** The label text. */
  children: ReactNode;
  /**
   * Shows an asterisk. It is hidden from screen readers: the input itself carries `required`
   * (or `aria-required`), so "required" is not read out twice.
   */
  required?: boolean;
  /**
   * A hint below the label, outside it so it is not part of the input's name. Its id is
   * `descriptionId(htmlFor)`: give the input `aria-describedby` with it.
   */
  description?: ReactNode;
  className?: string;
}

/** The label of a form field, with a required asterisk and an optional description. */
export function InputLabel({
  htmlFor,
  children,
  required = false,
  description,
  className,
}: InputLabelProps) {
  const labelElement = (
    <label htmlFor={htmlFor} className={cx(label, description ? undefined : className)}>
      {children}
      {required ? (
        <span className={requiredMark} aria-hidden="true">
          *
        </span>
      ) : null}
    </label>
  );
  if (!description) return labelElement;
  return (
    <div className={cx(wrapper, className)}>
      {labelElement}
      <span id={descriptionId(htmlFor)} className={descriptionClass}>
        {description}
      </span>
    </div>
  );
}
