// `@lindner/ui`: every name listed, so that what the package publishes is a decision. The parts
// bound to react-router are in `@lindner/ui/router`.
export { vars } from './theme/theme.css';
export { sprinkles, type Sprinkles } from './theme/sprinkles.css';
export { themeRoot, visuallyHidden } from './theme/reset.css';
export { responsiveStyle, minWidth, print } from './theme/media';
export {
  tokens,
  breakpoints,
  contentMaxWidth,
  gridColumns,
  tooltipTiming,
  type Breakpoint,
} from './theme/tokens';
export { uiMessages } from './messages';
export { cx, type ClassName } from './classNames';
export { Text, type TextElement, type TextProps } from './Text';
export { Heading, type HeadingLevel, type HeadingProps, type HeadingSize } from './Heading';
export { Button, type ButtonProps } from './Button';
export { ButtonAnchor, type ButtonAnchorProps } from './ButtonLink/ButtonAnchor';
export { Spinner, type SpinnerProps } from './Spinner';
export { Container, type ContainerProps } from './Container';
export {
  Grid,
  GridItem,
  type GridProps,
  type GridItemProps,
  type GridSpan,
  type Responsive,
  type ResponsiveCondition,
  type ResponsiveSpace,
} from './Grid';
export { Stack, type StackProps } from './Stack';
export { Inline, type InlineProps } from './Inline';
export {
  Image,
  imageSources,
  pickVersion,
  defaultImageVersion,
  type ImageProps,
  type ImageAsset,
  type ImageRenditions,
  type RenditionWidths,
  type ImageSources,
} from './Image';
export {
  isExternalUrl,
  linkTarget,
  linkText,
  type LinkData,
  type LinkKind,
} from './Link/linkTarget';
export {
  Table,
  TableCell,
  TableHeaderCell,
  type TableCellProps,
  type TableHeaderCellProps,
  type TableProps,
} from './Table';
export {
  BarChart,
  BarChartPlaceholder,
  type BarChartProps,
  type BarChartPlaceholderProps,
  type BarChartBar,
} from './BarChart';
export { InputLabel, descriptionId, type InputLabelProps } from './InputLabel';
export {
  ToastProvider,
  toast,
  type ToastProviderProps,
  type ToastPosition,
  type ToastOptions,
  type ToastTone,
} from './Toast';
export { Tooltip, type TooltipProps } from './Tooltip';
export { Banner, type BannerProps, type BannerTone } from './Banner';
export { BottomArea, type BottomAreaProps } from './BottomArea';
export {
  Tabs,
  TabList,
  Tab,
  TabPanel,
  type TabsProps,
  type TabListProps,
  type TabProps,
  type TabPanelProps,
} from './Tabs/Tabs';
export { FetchError, type FetchErrorProps } from './FetchError';
export {
  loadWidgetMessages,
  mountWidget,
  WidgetRoot,
  WidgetError,
  WidgetErrorBoundary,
  readSafeUrl,
  type MountWidgetOptions,
  type WidgetRootProps,
  type WidgetErrorProps,
  type WidgetErrorBoundaryProps,
} from './WidgetKit';
export {
  PageLayout,
  layoutStateOf,
  type PageLayoutProps,
  type LayoutStateProps,
  type LayoutState,
  type FetchFlags,
} from './PageLayout';
export { TabContentLayout, type TabContentLayoutProps } from './TabContentLayout';
export {
  ConsentGate,
  useConsentRecord,
  useConsentStatus,
  consentStore,
  consentStorageKey,
  consentChangedEvent,
  consentChoices,
  consentCookie,
  consentCookieValue,
  decisionsOfChoice,
  parseConsent,
  withDecisions,
  noConsent,
  optionalConsentCategories,
  consentStatus,
  isDecided,
  type ConsentGateProps,
  type ConsentChoice,
  type ConsentStore,
  type ConsentCategory,
  type OptionalConsentCategory,
  type ConsentDecision,
  type ConsentDecisions,
  type ConsentStatus,
  type ConsentRecord,
} from './ConsentGate';
export {
  CookieBanner,
  CookieSettings,
  CookieSettingsLauncher,
  type CookieBannerProps,
  type CookieSettingsProps,
  type CookieSettingsLauncherProps,
} from './CookieBanner';
export {
  validate,
  fieldValidator,
  composeValidators,
  type ValidationContext,
  type Validator,
  type Rule,
  type Rules,
} from './validation';
export { parseNumber, formatNumberForInput } from './numberParsing';
export type { FormFieldProps } from './FormField';
export { TextField, type TextFieldProps } from './TextField';
export { NumberField, type NumberFieldProps, type NumberValue } from './NumberField';
export { TextArea, type TextAreaProps } from './TextArea';
export { Select, type SelectProps, type SelectOption } from './Select';
export { Checkbox, type CheckboxProps } from './Checkbox';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup';
export { DateField, type DateFieldProps } from './DateField';
export { FileField, type FileFieldProps } from './FileField';
