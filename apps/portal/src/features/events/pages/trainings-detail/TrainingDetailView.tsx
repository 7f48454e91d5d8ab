import type { EventDetail, TrainingEligibility } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { ButtonAnchor, Heading, Text, type LayoutState } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { EventBadges, EventFacts } from '../../components/EventFacts';
import { eventTextLang, paragraphsOf } from '../../eventFormat';
import { factMessages } from '../../eventSignUpMessages';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import { PersonalPage } from '../../../../shared/personalArea/PersonalPage';
import { TrainingConditions } from '../../components/TrainingConditions';
import { trainingMessages } from '../../trainingMessages';
import * as styles from '../../components/trainings.css';

export interface TrainingDetailViewProps {
  /** Loading, error (with Retry) or content, from the training's fetch. */
  state: LayoutState;
  onRetry: () => void;
  /** The training; null until fetched. */
  training: EventDetail | null;
  /** The user's conditions; null while unknown. */
  eligibility: TrainingEligibility | null;
  /** The address of the training's calendar file. */
  calendarHref: string;
  /** The sign-up box (the page's; it calls the API). */
  signUp: ReactNode;
}

/**
 * One driver training: its facts, the user's missing conditions with the way to fix them, the
 * sign-up box and the description.
 */
export function TrainingDetailView({
  state,
  onRetry,
  training,
  eligibility,
  calendarHref,
  signUp,
}: TrainingDetailViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const descriptionId = useId();
  const paragraphs = training ? paragraphsOf(training.description) : [];
  return (
    <PersonalPage
      title={training?.title ?? intl.formatMessage(trainingMessages.title)}
      backLink={
        <BackLink
          to={localizePath('trainings', {}, locale)}
          label={intl.formatMessage(trainingMessages.backToList)}
        />
      }
      state={state}
      onRetry={onRetry}
    >
      {training ? (
        <div className={styles.content}>
          <EventBadges event={training} />
          <Text lang={eventTextLang(training, locale)}>{training.teaser}</Text>
          {eligibility ? <TrainingConditions eligibility={eligibility} /> : null}
          <div className={styles.detailLayout}>
            <div className={styles.facts}>
              <EventFacts event={training} />
              <div>
                <ButtonAnchor variant="secondary" href={calendarHref} download>
                  {intl.formatMessage(factMessages.calendar)}
                </ButtonAnchor>
              </div>
            </div>
            <div className={styles.signUp}>{signUp}</div>
            {paragraphs.length > 0 ? (
              <section
                className={styles.description}
                aria-labelledby={descriptionId}
                lang={eventTextLang(training, locale)}
              >
                <Heading level={2} size="h4" id={descriptionId}>
                  {intl.formatMessage(factMessages.description)}
                </Heading>
                {paragraphs.map((paragraph, index) => (
                  <Text key={index}>{paragraph}</Text>
                ))}
              </section>
            ) : null}
          </div>
        </div>
      ) : null}
    </PersonalPage>
  );
}
