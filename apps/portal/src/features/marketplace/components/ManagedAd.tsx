import {
  adImageVersion,
  adStatuses,
  type AdStatus,
  type MyClassifiedAd,
} from '@lindner/api/schema';
import { localizePath, useFormatCents } from '@lindner/i18n';
import { Banner, Button, cx, Heading, Image, Text } from '@lindner/ui';
import { ButtonLink } from '@lindner/ui/router';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import * as styles from './classifiedAds.css';
import { ConfirmAction } from '../../../shared/ConfirmAction';
import {
  adActionName,
  conditionMessages,
  deleteQuestion,
  kindMessages,
  manageMessages,
  publishedOn,
  repliesHeading,
  statusMessages,
} from '../classifiedAdsMessages';
import { ReplyItem, type AnswerOutcome } from './ReplyItem';

export interface ManagedAdProps {
  ad: MyClassifiedAd;
  /** Changes the status; resolves with whether it was saved. */
  onChangeStatus: (status: AdStatus) => Promise<boolean>;
  /** Deletes the ad; resolves with whether it was deleted. */
  onDelete: () => Promise<boolean>;
  onAnswer: (replyId: string, content: string) => Promise<AnswerOutcome | null>;
}

/**
 * One of the user's ads: what it is, its status with a way to change it, staff's reason when
 * they hid it, the ways to edit, view and delete it, and the replies it received.
 */
export function ManagedAd({ ad, onChangeStatus, onDelete, onAnswer }: ManagedAdProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const formatCents = useFormatCents();
  const titleId = useId();
  const statusId = useId();
  const repliesId = useId();
  const [status, setStatus] = useState<AdStatus>(ad.status);
  // The list fetched again with another status (saved here or elsewhere): the control follows.
  const [fetchedStatus, setFetchedStatus] = useState<AdStatus>(ad.status);
  if (ad.status !== fetchedStatus) {
    setFetchedStatus(ad.status);
    setStatus(ad.status);
  }
  const [savingStatus, setSavingStatus] = useState(false);
  const title = ad.title;

  const saveStatus = async () => {
    if (status === ad.status) return;
    setSavingStatus(true);
    const saved = await onChangeStatus(status);
    setSavingStatus(false);
    if (!saved) setStatus(ad.status);
  };

  return (
    <article className={styles.ad} aria-labelledby={titleId}>
      <div className={styles.adHeader}>
        {ad.image ? (
          <Image image={ad.image} version={adImageVersion} alt="" className={styles.adImage} />
        ) : null}
        <div className={styles.adSummary}>
          <div className={styles.badges}>
            <span className={styles.badge}>{intl.formatMessage(kindMessages[ad.kind])}</span>
            <span className={cx(styles.badge, styles.statusBadge[ad.status])}>
              {intl.formatMessage(statusMessages[ad.status])}
            </span>
          </div>
          <Heading level={2} size="h4" id={titleId} className={styles.adTitle}>
            {title}
          </Heading>
          <Text size="small">
            {[
              ad.priceCents === null
                ? intl.formatMessage(manageMessages.noPrice)
                : formatCents(ad.priceCents, 'EUR'),
              intl.formatMessage(conditionMessages[ad.condition]),
              ad.model?.name,
              ad.yearOfConstruction === null ? undefined : String(ad.yearOfConstruction),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          <Text size="small" tone="muted">
            {intl.formatMessage(publishedOn, {
              date: intl.formatDate(ad.publishedAt, { dateStyle: 'medium' }),
            })}
          </Text>
        </div>
      </div>
      {ad.hiddenReason !== null ? (
        <Banner tone="warning" title={intl.formatMessage(manageMessages.hiddenTitle)}>
          <p className={styles.userText}>{ad.hiddenReason}</p>
        </Banner>
      ) : null}
      <div className={styles.actions}>
        <form
          className={styles.statusForm}
          onSubmit={(event) => {
            event.preventDefault();
            void saveStatus();
          }}
        >
          <div className={styles.statusField}>
            <label htmlFor={statusId}>{intl.formatMessage(manageMessages.status)}</label>
            <select
              id={statusId}
              className={styles.statusSelect}
              value={status}
              aria-label={intl.formatMessage(adActionName.status, { title })}
              onChange={(event) => setStatus(event.target.value as AdStatus)}
            >
              {adStatuses.map((each) => (
                <option key={each} value={each}>
                  {intl.formatMessage(statusMessages[each])}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" variant="secondary" busy={savingStatus}>
            {intl.formatMessage(manageMessages.saveStatus)}
          </Button>
        </form>
        <ButtonLink
          variant="secondary"
          link={{
            url: `${localizePath('classified-ads', {}, locale)}?ad=${encodeURIComponent(ad.id)}`,
          }}
          aria-label={intl.formatMessage(adActionName.edit, { title })}
        >
          {intl.formatMessage(manageMessages.edit)}
        </ButtonLink>
        {ad.status === 'active' && ad.hiddenReason === null ? (
          <ButtonLink
            variant="ghost"
            link={{ url: localizePath('marketplace-detail', { id: ad.id }, locale) }}
            aria-label={intl.formatMessage(adActionName.viewPublic, { title })}
          >
            {intl.formatMessage(manageMessages.viewPublic)}
          </ButtonLink>
        ) : null}
        {ad.status === 'sold' ? (
          <ButtonLink
            variant="ghost"
            link={{
              url: `${localizePath('fleet-transfers', {}, locale)}?ad=${encodeURIComponent(ad.id)}`,
            }}
            aria-label={intl.formatMessage(adActionName.transfer, { title })}
          >
            {intl.formatMessage(manageMessages.transferVehicle)}
          </ButtonLink>
        ) : null}
        <ConfirmAction
          size="standard"
          label={intl.formatMessage(manageMessages.delete)}
          accessibleLabel={intl.formatMessage(adActionName.delete, { title })}
          question={intl.formatMessage(deleteQuestion, { title })}
          confirmLabel={intl.formatMessage(manageMessages.confirmDelete)}
          cancelLabel={intl.formatMessage(manageMessages.cancel)}
          onConfirm={onDelete}
        />
      </div>
      {/* Not a landmark: every ad has its replies, and landmarks must differ by name. */}
      <div>
        <Heading level={3} size="large" id={repliesId}>
          {intl.formatMessage(repliesHeading, { count: ad.replies.length })}
        </Heading>
        {ad.replies.length === 0 ? (
          <Text size="small" tone="muted">
            {intl.formatMessage(manageMessages.noReplies)}
          </Text>
        ) : (
          // eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style
          <ul role="list" className={styles.replies}>
            {ad.replies.map((reply) => (
              <ReplyItem
                key={reply.id}
                reply={reply}
                onAnswer={(content) => onAnswer(reply.id, content)}
              />
            ))}
          </ul>
        )}
      </div>
    </article>
  );
}
