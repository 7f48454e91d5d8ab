// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { portalLegalMessages } from '../../../../messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { TermsOfSalePage } from './TermsOfSalePage';

export const Component = withPageMessages([portalLegalMessages], TermsOfSalePage);
