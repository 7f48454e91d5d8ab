// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`,
// and the `loader` that fetches the model range with the page.
import { axleLoadCalculatorMessages } from '@lindner/axle-load-calculator/messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { AxleLoadCalculatorPage } from './AxleLoadCalculatorPage';
import { loadAxleLoadModels } from './loadAxleLoadModels';

export const Component = withPageMessages([axleLoadCalculatorMessages], AxleLoadCalculatorPage);

export const loader = loadAxleLoadModels;
