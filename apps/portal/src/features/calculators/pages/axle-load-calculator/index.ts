// The route's lazily loaded module (see app/router/pages.ts): a route module exports `Component`.
import { axleLoadCalculatorMessages } from '@lindner/axle-load-calculator/messages';
import { withPageMessages } from '../../../../shared/locale/withPageMessages';
import { AxleLoadCalculatorPage } from './AxleLoadCalculatorPage';

export const Component = withPageMessages([axleLoadCalculatorMessages], AxleLoadCalculatorPage);
