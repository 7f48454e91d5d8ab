import { useEffect, useRef, type ChangeEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../Button';
import { FormField, joinRules, useFormField, type FormFieldProps } from '../FormField';
import { chooseButton, chooser, fileInput, fileName, picker } from './FileField.css';
import { messages } from './messages';

export interface FileFieldProps extends FormFieldProps<File | null> {
  /** The file types offered, as the HTML attribute: `image/*,.pdf`. Checked again on choice. */
  accept?: string;
  /** The largest file allowed, in bytes; a larger one gets a message naming the limit. */
  maxSize?: number;
}

/**
 * One file; the value is the chosen `File` or null. The browser's file input does the choosing
 * (keyboard, screen readers, the phone's camera), made invisible over a button of our own so that
 * the button and the file name speak the page's language. A chosen file is a finished entry: its
 * error shows at once, without waiting for blur. Inside a `Form` of `@lindner/ui/final-form` bound
 * to it by `name`, elsewhere controlled (`value`, `onChange`) or uncontrolled.
 */
export function FileField(props: FileFieldProps) {
  const { label, description, disabled, accept, maxSize } = props;
  const intl = useIntl();
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useFormField(props, {
    rules: joinRules(accept && `accept:${accept}`, maxSize !== undefined && `max_size:${maxSize}`),
  });
  const { input } = field;
  const file = input.value instanceof File ? input.value : null;
  const nameId = `${field.ids.control}-file`;

  // The form was reset or the file removed: the browser's input must forget the file too.
  useEffect(() => {
    if (!file && inputRef.current) inputRef.current.value = '';
  }, [file]);

  const describedBy = [nameId, field.aria['aria-describedby']].filter(Boolean).join(' ');

  return (
    <FormField field={field} label={label} description={description}>
      <div className={picker}>
        <div className={chooser}>
          <input
            ref={inputRef}
            id={field.ids.control}
            name={input.name}
            type="file"
            accept={accept}
            className={fileInput}
            aria-describedby={describedBy}
            aria-invalid={field.aria['aria-invalid']}
            required={field.required}
            aria-required={field.required || undefined}
            disabled={disabled}
            onChange={(event: ChangeEvent<HTMLInputElement>) => {
              input.onChange(event.target.files?.[0] ?? null);
              input.onBlur();
            }}
            onInvalid={field.onInvalid}
            onFocus={input.onFocus}
            onBlur={input.onBlur}
          />
          <span className={chooseButton} aria-hidden="true">
            {intl.formatMessage(messages.choose)}
          </span>
        </div>
        <span id={nameId} className={fileName}>
          {file ? file.name : intl.formatMessage(messages.noFile)}
        </span>
        {file && !disabled ? (
          <Button
            variant="ghost"
            size="small"
            aria-describedby={nameId}
            onClick={() => {
              input.onChange(null);
              inputRef.current?.focus();
            }}
          >
            {intl.formatMessage(messages.remove)}
          </Button>
        ) : null}
      </div>
    </FormField>
  );
}
