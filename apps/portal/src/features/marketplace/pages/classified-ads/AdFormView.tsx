import type { AxleLoadModel, MyClassifiedAd } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner, Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { AdForm, type AdFormProps } from '../../components/AdForm';
import * as styles from '../../components/classifiedAds.css';
import { adFormMessages } from '../../classifiedAdsMessages';

export interface AdFormViewProps extends Omit<AdFormProps, 'models' | 'ad'> {
  /** Loading, error (with Retry) or content, from the model list's (and the ads') fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The model range for the picker; null until fetched. */
  models: readonly AxleLoadModel[] | null;
  /** The ad to edit (`?ad={id}`); null for a new one. */
  adId: string | null;
  /** The user's ads, to find the one to edit; null until fetched (or when creating). */
  myAds: readonly MyClassifiedAd[] | null;
}

/** The market's create tab: a new ad, or with `?ad={id}` one of the user's ads to edit. */
export function AdFormView({ state, onRetry, models, adId, myAds, ...formProps }: AdFormViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const ad = adId ? (myAds?.find((each) => each.id === adId) ?? null) : null;
  const ready = models !== null && (adId === null || myAds !== null);
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.classifiedAds)}>
      <TabContentLayout
        title={intl.formatMessage(adId ? adFormMessages.editTitle : tabMessages.classifiedAds)}
        state={state}
        onRetry={onRetry}
      >
        {!ready ? null : adId && !ad ? (
          <Stack space="medium" align="left">
            <Banner tone="warning" title={intl.formatMessage(adFormMessages.notFoundTitle)}>
              <p>{intl.formatMessage(adFormMessages.notFoundText)}</p>
            </Banner>
            <ButtonLink link={{ url: localizePath('classified-ads-manage', {}, locale) }}>
              {intl.formatMessage(adFormMessages.toManage)}
            </ButtonLink>
          </Stack>
        ) : (
          <Stack space="large" align="left">
            {ad ? null : (
              <Text className={styles.intro}>{intl.formatMessage(adFormMessages.intro)}</Text>
            )}
            <AdForm key={ad?.id ?? 'new'} models={models} ad={ad} {...formProps} />
          </Stack>
        )}
      </TabContentLayout>
    </PersonalPage>
  );
}
