import { fieldErrorMessages } from '@lindner/api';
import type { Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { fieldErrorKeyOf, type PayloadSchema } from './schemaCheck';

/**
 * Each field's check as the server makes it, from the same schema and with the same message
 * (`api.fieldError.*`), for the fields' `check` prop. Give `fields` as a constant: the checks
 * keep their identity while the language stays, so that fields do not register anew.
 */
export function useSchemaChecks<Values extends object, Field extends keyof Values & string>(
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
        const key = fieldErrorKeyOf(schema, toPayload, field, values);
        return key ? intl.formatMessage(fieldErrorMessages[key]) : undefined;
      };
    return Object.fromEntries(fields.map((field) => [field, checkOf(field)])) as Record<
      Field,
      Validator
    >;
  }, [intl, schema, toPayload, fields]);
}
