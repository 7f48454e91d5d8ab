// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`
// and the `loader` that fetches the range to choose a model from.
import { apiPersonalAreaMessages } from '@lindner/api';
import { portalPublicFormsMessages } from '../../../../messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { loadModelChoices } from '../../modelChoices';
import { InnovationVisitPage } from './InnovationVisitPage';

// The field checks speak with the API's field messages, which are in its personal-area part.
export const Component = withPageMessages(
  [portalPublicFormsMessages, apiPersonalAreaMessages],
  InnovationVisitPage,
);

export const loader = loadModelChoices;
