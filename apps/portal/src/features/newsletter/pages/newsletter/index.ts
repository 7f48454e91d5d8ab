// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that reads the confirmation link's token.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalNewsletterMessages, portalPublicFormsMessages } from '../../../../messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadNewsletterPage } from '../../newsletterLoaders';
import { NewsletterPage } from './NewsletterPage';

// The sign-up's checks speak with the API's field messages, which are in its personal-area part.
export const Component = withPageMessages(
  [portalNewsletterMessages, portalPublicFormsMessages, apiPersonalAreaMessages],
  NewsletterPage,
);

export const loader = loadNewsletterPage;
