import { fieldErrorMessages } from '@lindner/api';
import type { Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorKeyOf, type PayloadSchema } from '../../shared/forms/schemaCheck';
import { payloadFieldOf } from './publicForms';

/**
 * Each field's check as the server makes it, from the shared schema and with its message, for
 * the fields' `check` prop; a field whose body key differs (price, sent as `priceCents`) is
 * checked under that key. Give `fields` as a constant, so the checks keep their identity.
 */
export function useFieldChecks<Values extends object, Field extends string>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  fields: readonly Field[],
): Record<Field, Validator> {
  const intl = useIntl();
  return useMemo(() => {
    const checkOf =
      (field: Field): Validator =>
      (value, allValues) => {
        const values = { ...(allValues as Values), [field]: value };
        const key = fieldErrorKeyOf(schema, toPayload, payloadFieldOf[field] ?? field, values);
        return key ? intl.formatMessage(fieldErrorMessages[key]) : undefined;
      };
    return Object.fromEntries(fields.map((field) => [field, checkOf(field)])) as Record<
      Field,
      Validator
    >;
  }, [intl, schema, toPayload, fields]);
}
