import { useAuth } from '@lindner/auth';
import { useLocale } from '@lindner/i18n';
import { Button, Text } from '@lindner/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { PortalConfig } from '../../../shared/config';
import { IslandSignOn } from '../../../shared/islandSignOn';
import { useHydrated } from '../../../shared/useHydrated';
import { formMessages } from '../formMessages';
import { apiTransport, type ReportTransport } from '../sendReport';
import type { ModelChoice } from '../userReportLoaders';
import { ReportForm } from './ReportForm';
import * as styles from './userReports.css';

export interface UserReportFormProps {
  /** The page heading's id: it names the form. */
  labelledBy: string;
  /** The privacy statement in the page's language. */
  privacyHref: string;
  models: ModelChoice[];
  /** The model the address names, chosen already. */
  model: string | null;
  /** The sign-on's and the API's addresses, for the island's own sign-on and requests. */
  config: PortalConfig;
  /** Sends instead of the API (stories); an island's props from the server are data only. */
  transport?: ReportTransport;
}

/**
 * The report form as an island, for visitors and signed-in users alike. The server renders
 * everyone signed out (a public page knows no session); "Anmelden" signs in and comes back here,
 * and then the report goes with the user's token (it is theirs, under "Meine Beiträge") and the
 * form starts with their first name and e-mail address.
 */
export function UserReportForm({ config, ...props }: UserReportFormProps) {
  return (
    <IslandSignOn config={config}>
      <SignedOnForm {...props} api={config.api} />
    </IslandSignOn>
  );
}

function SignedOnForm({
  labelledBy,
  privacyHref,
  models,
  model,
  api,
  transport,
}: Omit<UserReportFormProps, 'config'> & { api: PortalConfig['api'] }) {
  const intl = useIntl();
  const locale = useLocale();
  const hydrated = useHydrated();
  const { authenticated, tokenParsed, getToken, login } = useAuth();
  const sender = useMemo(
    () =>
      transport ?? apiTransport({ baseUrl: api.baseUrl, clientSegment: api.clientSegment }, locale),
    [transport, api.baseUrl, api.clientSegment, locale],
  );
  const claims = tokenParsed as { email?: unknown; given_name?: unknown } | undefined;
  const email = authenticated && typeof claims?.email === 'string' ? claims.email : undefined;
  const firstName =
    authenticated && typeof claims?.given_name === 'string' ? claims.given_name : undefined;
  const initialValues = useMemo(
    () => ({ modelId: model ?? undefined, email, firstName }),
    [model, email, firstName],
  );

  const signOn = authenticated ? (
    <div className={styles.signOn}>
      <Text size="small">{intl.formatMessage(formMessages.signedIn)}</Text>
    </div>
  ) : (
    <div className={styles.signOn}>
      <Text size="small">{intl.formatMessage(formMessages.signInHint)}</Text>
      <Button
        variant="secondary"
        disabled={!hydrated}
        onClick={() => void login({ redirectUri: window.location.href })}
      >
        {intl.formatMessage(formMessages.signIn)}
      </Button>
    </div>
  );

  return (
    <ReportForm
      labelledBy={labelledBy}
      privacyHref={privacyHref}
      models={models}
      initialValues={initialValues}
      transport={sender}
      getToken={() => (authenticated ? getToken() : undefined)}
      signOn={signOn}
    />
  );
}
