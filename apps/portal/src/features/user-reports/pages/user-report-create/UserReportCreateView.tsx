import { localizePath } from '@lindner/i18n';
import { Container, FetchError, Heading, Text } from '@lindner/ui';
import { BackLink } from '@lindner/ui/router';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import type { PortalConfig } from '../../../../shared/config';
import { PageHead } from '../../../../shared/head';
import { Island } from '../../../../shared/islands';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import type { UserReportFormProps } from '../../components/UserReportForm';
import * as styles from '../../components/userReports.css';
import { userReportFormIsland } from '../../islands/user-report-form';
import { createMessages, reportMessages } from '../../messages';
import type { UserReportFormData } from '../../userReportLoaders';

export interface UserReportCreateViewProps {
  data: UserReportFormData;
  config: PortalConfig;
  /** Retry: the page's address, loaded again. */
  retryHref: string;
  /** Sends instead of the API (stories). */
  transport?: UserReportFormProps['transport'];
}

/**
 * Writing a report (SPEC.md's `/de-at/community/anwenderberichte/erstellen`): heading, what is
 * published and that the editorial team reviews it; the form is its island. Without the models
 * there is nothing to choose, so a failed fetch shows the error block with Retry.
 */
export function UserReportCreateView({
  data,
  config,
  retryHref,
  transport,
}: UserReportCreateViewProps) {
  const intl = useIntl();
  const locale = usePageLocale();
  const titleId = useId();
  return (
    <Container className={styles.page}>
      <PageHead title={createMessages.title} description={createMessages.description} />
      <BackLink
        to={localizePath('user-reports', {}, locale)}
        label={intl.formatMessage(reportMessages.back)}
      />
      <div className={styles.intro}>
        <Heading level={1} size={{ xs: 'h3', sm: 'h2', md: 'h1' }} id={titleId}>
          {intl.formatMessage(createMessages.title)}
        </Heading>
        <Text>{intl.formatMessage(createMessages.intro)}</Text>
        <Text size="small">{intl.formatMessage(createMessages.review)}</Text>
      </div>
      {data.models === null ? (
        <FetchError retryHref={retryHref} />
      ) : (
        <div className={styles.formArea}>
          <Island
            of={userReportFormIsland}
            props={{
              labelledBy: titleId,
              privacyHref: localizePath('privacy', {}, locale),
              models: data.models,
              model: data.model,
              config,
              transport,
            }}
          />
        </div>
      )}
    </Container>
  );
}
