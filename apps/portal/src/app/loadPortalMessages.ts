import { apiMessages } from '@lindner/api';
import { authMessages } from '@lindner/auth';
import { loadMessages, type Locale, type Messages } from '@lindner/i18n';
import { uiMessages } from '@lindner/ui';
import { portalMessages } from '../messages';

/**
 * The messages of the portal and the packages of its shell, for one locale. Pages that show a
 * widget package load its messages themselves (shared/locale/withPageMessages).
 */
export function loadPortalMessages(locale: Locale): Promise<Messages> {
  return loadMessages(locale, [uiMessages, apiMessages, authMessages, portalMessages]);
}
