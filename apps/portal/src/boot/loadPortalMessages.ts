import { apiMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { axleLoadCalculatorMessages } from '@lindner/axle-load-calculator/messages';
import { financeCalculatorMessages } from '@lindner/finance-calculator/messages';
import { loadMessages, type Locale, type Messages } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../messages';

/** The messages of every package the portal shows, for one locale. */
export function loadPortalMessages(locale: Locale): Promise<Messages> {
  return loadMessages(locale, [
    uiMessages,
    apiMessages,
    authMessages,
    axleLoadCalculatorMessages,
    financeCalculatorMessages,
    portalMessages,
  ]);
}
