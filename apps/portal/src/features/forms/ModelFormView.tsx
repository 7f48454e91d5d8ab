import { localizePath, type PublicRouteName } from '@lindner/i18n';
import { FetchError, Text } from '@lindner/ui';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { Island } from '../../shared/islands';
import { usePageLocale } from '../../shared/locale/usePageLocale';
import { FormPageLayout } from './FormPageLayout';
import type { InnovationVisitFormProps } from './InnovationVisitForm';
import { innovationVisitFormIsland } from './islands/innovation-visit-form';
import { quoteRequestFormIsland } from './islands/quote-request-form';
import {
  dealerHintMessage,
  modelsLinkMessage,
  quoteInsteadMessage,
  quoteMessages,
  visitInsteadMessage,
  visitMessages,
} from './messages';
import type { ModelFormData } from './modelChoices';
import type { QuoteRequestFormProps } from './QuoteRequestForm';
import type { ApiAddress } from './sendForm';

interface ModelFormViewBase {
  data: ModelFormData;
  api: ApiAddress;
  /** This page's address, to fetch the range again. */
  retryHref: string;
}

/** The quote request's page or the innovation visit's, and (stories) what sends instead. */
export type ModelFormViewProps = ModelFormViewBase &
  (
    | { form: 'quote-request'; onSubmit?: QuoteRequestFormProps['onSubmit'] }
    | { form: 'innovation-visit'; onSubmit?: InnovationVisitFormProps['onSubmit'] }
  );

const pages = {
  'quote-request': {
    messages: quoteMessages,
    other: { route: 'innovation-visit', message: visitInsteadMessage },
  },
  'innovation-visit': {
    messages: visitMessages,
    other: { route: 'quote-request', message: quoteInsteadMessage },
  },
} satisfies Record<
  ModelFormViewProps['form'],
  {
    messages: Record<'title' | 'description' | 'intro' | 'howItGoes', MessageDescriptor>;
    other: { route: PublicRouteName; message: MessageDescriptor };
  }
>;

/**
 * The page of a form about a model (a model page leads to both): heading and introduction, the
 * form as its island with the model chosen, and beside it how the request goes on, the other
 * form for the same model, the range and the dealers.
 */
export function ModelFormView(props: ModelFormViewProps) {
  const { data, api, retryHref } = props;
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  const { messages, other } = pages[props.form];
  const linkTo = (to: string) => (chunks: ReactNode[]) => <Link to={to}>{chunks}</Link>;
  const modelQuery = data.model ? `?model=${encodeURIComponent(data.model)}` : '';
  const formProps = {
    labelledBy: titleId,
    privacyHref: localizePath('privacy', {}, locale),
    api,
    models: data.models ?? [],
    model: data.model,
  };

  return (
    <FormPageLayout
      title={messages.title}
      description={messages.description}
      intro={messages.intro}
      titleId={titleId}
      aside={
        <>
          <Text>{intl.formatMessage(messages.howItGoes)}</Text>
          <Text>
            {intl.formatMessage(other.message, {
              link: linkTo(`${localizePath(other.route, {}, locale)}${modelQuery}`),
            })}
          </Text>
          <Text>
            {intl.formatMessage(modelsLinkMessage, {
              link: linkTo(localizePath('models', {}, locale)),
            })}
          </Text>
          <Text>
            {intl.formatMessage(dealerHintMessage, {
              link: linkTo(localizePath('dealer-finder', {}, locale)),
            })}
          </Text>
        </>
      }
    >
      {data.models === null ? (
        <FetchError retryHref={retryHref} />
      ) : props.form === 'quote-request' ? (
        <Island of={quoteRequestFormIsland} props={{ ...formProps, onSubmit: props.onSubmit }} />
      ) : (
        <Island of={innovationVisitFormIsland} props={{ ...formProps, onSubmit: props.onSubmit }} />
      )}
    </FormPageLayout>
  );
}
