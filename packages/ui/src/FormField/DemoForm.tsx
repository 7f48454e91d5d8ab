import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { Form } from '../finalForm';
import { Button } from '../Button';
import { cx } from '../classNames';
import {
  demoForm,
  fullRow,
  submitted as submittedStyle,
  submittedValues,
  wideForm,
} from './DemoForm.css';

interface DemoFormProps {
  initialValues?: Record<string, unknown>;
  submitLabel: string;
  onSubmit?: (values: Record<string, unknown>) => void;
  /** Two columns where there is room. */
  wide?: boolean;
  children: ReactNode;
}

/** Values as text; a file by its name and size. */
function describeValues(values: Record<string, unknown>) {
  return JSON.stringify(
    values,
    (_, value: unknown) => (value instanceof File ? { name: value.name, size: value.size } : value),
    2,
  );
}

/**
 * A react-final-form form for stories: the fields, a submit button and, once submitted, the
 * values. `noValidate`: the fields validate themselves, the browser's bubbles must not.
 */
export function DemoForm({
  initialValues,
  submitLabel,
  onSubmit,
  wide = false,
  children,
}: DemoFormProps) {
  const [submitted, setSubmitted] = useState<string>();
  return (
    <Form<Record<string, unknown>>
      initialValues={initialValues}
      onSubmit={(values) => {
        onSubmit?.(values);
        setSubmitted(describeValues(values));
      }}
      render={({ handleSubmit }) => (
        <form noValidate onSubmit={handleSubmit} className={cx(demoForm, wide && wideForm)}>
          {children}
          <div className={fullRow}>
            <Button type="submit">{submitLabel}</Button>
          </div>
          {submitted ? (
            <output className={cx(submittedStyle, fullRow)}>
              <pre className={submittedValues}>{submitted}</pre>
            </output>
          ) : null}
        </form>
      )}
    />
  );
}

/** Puts a story's field into a `DemoForm`; `parameters.initialValues` fills it. */
export function inDemoForm(submitLabel: string): Decorator {
  return function DemoFormDecorator(Story, { parameters }) {
    return (
      <DemoForm
        submitLabel={submitLabel}
        initialValues={parameters.initialValues as Record<string, unknown> | undefined}
      >
        <Story />
      </DemoForm>
    );
  };
}
