import type { AdStatus, MyClassifiedAd } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Stack, TabContentLayout, Text, type LayoutState } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { navigationMessages, tabMessages } from '../../../../shared/personalArea/messages';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import * as styles from '../../components/classifiedAds.css';
import { ManagedAd } from '../../components/ManagedAd';
import { manageMessages } from '../../classifiedAdsMessages';
import type { AnswerOutcome } from '../../components/ReplyItem';

export interface ManageAdsViewProps {
  /** Loading, error (with Retry) or content, from the ads' fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The user's ads, newest first; null until fetched. */
  ads: readonly MyClassifiedAd[] | null;
  onChangeStatus: (id: string, status: AdStatus) => Promise<boolean>;
  onDelete: (id: string) => Promise<boolean>;
  onAnswer: (id: string, replyId: string, content: string) => Promise<AnswerOutcome | null>;
}

/** The market's manage tab: the user's ads in every status, with the replies they received. */
export function ManageAdsView({
  state,
  onRetry,
  ads,
  onChangeStatus,
  onDelete,
  onAnswer,
}: ManageAdsViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  return (
    <PersonalPage title={intl.formatMessage(navigationMessages.classifiedAds)}>
      <TabContentLayout
        title={intl.formatMessage(tabMessages.classifiedAdsManage)}
        state={state}
        onRetry={onRetry}
      >
        {ads === null ? null : ads.length === 0 ? (
          <Stack space="medium" align="left">
            <Text>{intl.formatMessage(manageMessages.empty)}</Text>
            <ButtonLink link={{ url: localizePath('classified-ads', {}, locale) }}>
              {intl.formatMessage(manageMessages.createFirst)}
            </ButtonLink>
          </Stack>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.ads}>
            {ads.map((ad) => (
              <li key={ad.id}>
                <ManagedAd
                  ad={ad}
                  onChangeStatus={(status) => onChangeStatus(ad.id, status)}
                  onDelete={() => onDelete(ad.id)}
                  onAnswer={(replyId, content) => onAnswer(ad.id, replyId, content)}
                />
              </li>
            ))}
          </ul>
        )}
      </TabContentLayout>
    </PersonalPage>
  );
}
