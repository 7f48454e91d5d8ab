import { fieldErrorMessages } from '@lindner/api';
import { fleetFieldErrorMessages, isFleetFieldErrorKey } from '@lindner/api/schema';
import { isFieldErrorKey } from '@lindner/api/schema';
import type { Validator } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PayloadSchema } from '../../shared/forms/schemaCheck';
import { fleetFieldErrorKeyOf } from './fleetChecks';

/**
 * Each field's check as the server makes it (the shared schema, the same message), for the
 * fields' `check` prop; `fieldPaths` names where each field sits in the request body. Give the
 * arguments as constants so that the checks keep their identity.
 */
export function useFleetChecks<Values extends object, Field extends string>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  fieldPaths: Readonly<Record<Field, readonly string[]>>,
): Record<Field, Validator> {
  const intl = useIntl();
  return useMemo(() => {
    const checkOf =
      (field: Field): Validator =>
      (value, allValues) => {
        const values = { ...(allValues as Values), [field]: value };
        const key = fleetFieldErrorKeyOf(schema, toPayload, fieldPaths[field], values, {
          crossField: false,
        });
        return key === undefined ? undefined : messageOf(key);
      };
    const messageOf = (key: string) =>
      isFleetFieldErrorKey(key)
        ? intl.formatMessage(fleetFieldErrorMessages[key])
        : intl.formatMessage(fieldErrorMessages[isFieldErrorKey(key) ? key : 'invalid']);
    return Object.fromEntries(
      (Object.keys(fieldPaths) as Field[]).map((field) => [field, checkOf(field)]),
    ) as Record<Field, Validator>;
  }, [intl, schema, toPayload, fieldPaths]);
}

/**
 * The checks across fields (`crossFieldKeys`) over the whole form, for FleetForm's
 * `validate`: run on every change, so a message goes as soon as the other field fixes it.
 */
export function useCrossFieldChecks<Values extends object>(
  schema: PayloadSchema,
  toPayload: (values: Values) => unknown,
  fieldPaths: Readonly<Record<string, readonly string[]>>,
): (values: Values) => Record<string, string> {
  const intl = useIntl();
  return useMemo(
    () => (values: Values) => {
      const errors: Record<string, string> = {};
      for (const [field, paths] of Object.entries(fieldPaths)) {
        const key = fleetFieldErrorKeyOf(schema, toPayload, paths, values, { crossField: true });
        if (key !== undefined && isFleetFieldErrorKey(key)) {
          errors[field] = intl.formatMessage(fleetFieldErrorMessages[key]);
        }
      }
      return errors;
    },
    [intl, schema, toPayload, fieldPaths],
  );
}
