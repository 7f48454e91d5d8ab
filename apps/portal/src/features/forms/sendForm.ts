import type { FormInputs, FormKind } from '@lindner/api/schema';
import type { SubmitOutcome } from '../../shared/forms/submitOutcome';
import { sendPublic, type ApiAddress } from '../../shared/islandForm/sendPublic';

export type { ApiAddress } from '../../shared/islandForm/sendPublic';

/** `POST /forms/{kind}` without a token (`sendPublic`): whether the form arrived. */
export function sendForm<Kind extends FormKind>(
  kind: Kind,
  body: FormInputs[Kind],
  api: ApiAddress,
  locale: string,
): Promise<SubmitOutcome> {
  return sendPublic(`forms/${kind}`, body, api, locale);
}
