import { fieldErrorMessages } from '@lindner/api';
import type { Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorKeyOf, type PayloadSchema } from './schemaCheck';

const noPayloadKeys = {};

/**
 * Each field's check as the server makes it, from the same schema and with the same message
 * (`api.fieldError.*`), for the fields' `check` prop. A field whose key in the request body
 * differs (a price typed in euros, sent as `priceCents`) is checked under that key. Give
 * `fields` and `payloadKeys` as constants: the checks keep their identity while the language
 * stays, so that fields do not register anew.
 */
export function useSchemaChecks<Values extends object, Field extends string>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  fields: readonly Field[],
  payloadKeys: Readonly<Partial<Record<string, string>>> = noPayloadKeys,
): Record<Field, Validator> {
  const intl = useIntl();
  return useMemo(() => {
    const checkOf =
      (field: Field): Validator =>
      (value, allValues) => {
        const values = { ...(allValues as Values), [field]: value };
        const key = fieldErrorKeyOf(schema, toPayload, payloadKeys[field] ?? field, values);
        return key ? intl.formatMessage(fieldErrorMessages[key]) : undefined;
      };
    return Object.fromEntries(fields.map((field) => [field, checkOf(field)])) as Record<
      Field,
      Validator
    >;
  }, [intl, schema, toPayload, fields, payloadKeys]);
}
