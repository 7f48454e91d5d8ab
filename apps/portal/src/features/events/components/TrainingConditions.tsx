import type { TrainingEligibility } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { Banner } from '@lindner/ui';
import { Link } from '@lindner/ui/router';
import { useIntl } from 'react-intl';
import { usePageLocale } from '../../../shared/locale/usePageLocale';
import { trainingMessages } from '../trainingMessages';
import { fixRouteOf, missingConditions } from '../trainingConditions';
import * as styles from './trainings.css';

/**
 * What the user still lacks for a driver training, each with the way to fix it (profile or add a
 * vehicle), and the note when the user attended one already. Nothing when all is well.
 */
export function TrainingConditions({ eligibility }: { eligibility: TrainingEligibility }) {
  const intl = useIntl();
  const locale = usePageLocale();
  const missing = missingConditions(eligibility);
  return (
    <>
      {missing.length > 0 ? (
        <Banner tone="warning" title={intl.formatMessage(trainingMessages.conditionsTitle)}>
          <ul className={styles.conditions}>
            {missing.map((condition) => (
              <li key={condition} className={styles.condition}>
                <span>{intl.formatMessage(trainingMessages[condition])}</span>
                <Link
                  link={{ url: localizePath(fixRouteOf(condition), {}, locale) }}
                  className={styles.fixLink}
                >
                  {intl.formatMessage(
                    condition === 'customerNumber'
                      ? trainingMessages.customerNumberFix
                      : trainingMessages.vehicleFix,
                  )}
                </Link>
              </li>
            ))}
          </ul>
        </Banner>
      ) : null}
      {eligibility.attendedBefore ? (
        <Banner tone="info">{intl.formatMessage(trainingMessages.attendedBefore)}</Banner>
      ) : null}
    </>
  );
}
