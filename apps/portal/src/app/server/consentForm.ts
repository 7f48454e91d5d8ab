import { consentChoices } from '@lindner/ui/consent';
import {
  consentCookieOfForm,
  consentFormPath,
  consentReturnPath,
  isConsentChoice,
} from '../../shell/PublicArea/consentForm';

/** The cookie banner's form, for the server that takes it where no script of the page does. */
export const consentForm = {
  path: consentFormPath,
  choices: consentChoices,
  cookie(choice: string, categories: string[], secure: boolean): string {
    if (!isConsentChoice(choice)) throw new Error(`"${choice}" is no choice of the cookie banner`);
    return consentCookieOfForm(choice, categories, { secure });
  },
  returnPath: consentReturnPath,
};
