import { loadMessages, LocaleProvider } from '@lindner/i18n';
import type { ReactNode } from 'react';
import { Form as FinalForm } from 'react-final-form';
import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../Button';
import { uiMessages } from '../messages';
import { TextField } from '../TextField';
import { FinalFormFields, Form } from './index';

const messages = await loadMessages('de', [uiMessages]);

type Values = { town?: string };

/** A form of one required field; `sent` gets the values of each submit the form lets through. */
function townForm(FormOf: typeof Form, sent: Values[], wrap = (fields: ReactNode) => fields) {
  return (
    <LocaleProvider locale="de" messages={messages}>
      <FormOf<Values>
        onSubmit={(values) => {
          sent.push(values);
        }}
        render={({ handleSubmit }) => (
          <form noValidate onSubmit={handleSubmit}>
            {wrap(<TextField name="town" label="Ort" required />)}
            <Button type="submit">Senden</Button>
          </form>
        )}
      />
    </LocaleProvider>
  );
}

describe('@lindner/ui/final-form', () => {
  it('binds the fields inside its Form: the form validates and submits their values', async () => {
    const sent: Values[] = [];
    await render(townForm(Form, sent));
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect
      .element(page.getByRole('textbox', { name: 'Ort' }))
      .toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);

    await userEvent.fill(page.getByRole('textbox', { name: 'Ort' }), 'Kundl');
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect.poll(() => sent).toEqual([{ town: 'Kundl' }]);
  });

  it('binds the fields in react-final-form’s own Form through FinalFormFields', async () => {
    const sent: Values[] = [];
    await render(
      townForm(FinalForm, sent, (fields) => <FinalFormFields>{fields}</FinalFormFields>),
    );
    await userEvent.fill(page.getByRole('textbox', { name: 'Ort' }), 'Wörgl');
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect.poll(() => sent).toEqual([{ town: 'Wörgl' }]);
  });

  it('leaves a field in react-final-form’s own Form without a binding to itself', async () => {
    const sent: Values[] = [];
    await render(townForm(FinalForm, sent));
    await userEvent.fill(page.getByRole('textbox', { name: 'Ort' }), 'Kufstein');
    await expect.element(page.getByRole('textbox', { name: 'Ort' })).toHaveValue('Kufstein');
    await userEvent.click(page.getByRole('button', { name: 'Senden' }));
    await expect.poll(() => sent).toEqual([{}]);
  });
});
