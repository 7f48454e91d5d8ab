import { useAuth } from '@lindner/auth';
import { Button, ButtonAnchor, Text } from '@lindner/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { useHydrated } from '../../../shared/useHydrated';
import {
  downloadFailure,
  rememberDownload,
  sessionMemory,
  takeRememberedDownload,
  type DownloadState,
} from '../catalogueDownload';
import { catalogueMessages } from '../messages';
import * as styles from './oldTimers.css';

export interface RestrictedCatalogueProps {
  oldTimerId: string;
  catalogueId: string;
  /** The catalogue's title element, which names its buttons' purpose. */
  titleId: string;
  /**
   * The profile page, where a customer number goes (given by the page: the route table stays out
   * of the island).
   */
  profilePath: string;
  /**
   * Fetches the catalogue with the user's token and saves it (tests and stories give their
   * own); by default the API client's signed call, loaded with the first download.
   */
  download?: (oldTimerId: string, catalogueId: string, signal: AbortSignal) => Promise<void>;
}

const loadDownload = () => import('./downloadCatalogue').then((module) => module.downloadCatalogue);

const defaultDownload: NonNullable<RestrictedCatalogueProps['download']> = async (
  oldTimerId,
  catalogueId,
  signal,
) => (await loadDownload())(oldTimerId, catalogueId, signal);

/**
 * A restricted catalogue's download. The server renders every visitor signed out (a public page
 * knows no session after a full load): the button signs in and comes back to this page, where
 * the download starts by itself. Signed in, the button fetches the PDF with the token and saves
 * it; a profile without a customer number gets the server's reason and the way to the profile.
 */
export function RestrictedCatalogue({
  oldTimerId,
  catalogueId,
  titleId,
  profilePath,
  download = defaultDownload,
}: RestrictedCatalogueProps) {
  const intl = useIntl();
  const { authenticated, login } = useAuth();
  const hydrated = useHydrated();
  const [state, setState] = useState<DownloadState>({ status: 'idle' });
  const running = useRef<AbortController | null>(null);

  const start = useCallback(() => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setState({ status: 'downloading' });
    download(oldTimerId, catalogueId, controller.signal)
      .then(
        () => {
          if (!controller.signal.aborted) setState({ status: 'saved' });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const failure = downloadFailure(error);
          // A refusal the box explains (sign in, a customer number) is no fault.
          if (failure.status === 'failed') console.error('Error downloading the catalogue', error);
          setState(failure);
        },
      )
      .finally(() => {
        if (running.current === controller) running.current = null;
      });
  }, [download, oldTimerId, catalogueId]);

  // Back from the sign-on page: the catalogue asked for before downloads without another click.
  useEffect(() => {
    if (authenticated && takeRememberedDownload(sessionMemory(), oldTimerId, catalogueId)) start();
  }, [authenticated, oldTimerId, catalogueId, start]);

  useEffect(() => () => running.current?.abort(), []);

  const signIn = () => {
    rememberDownload(sessionMemory(), oldTimerId, catalogueId);
    void login({ redirectUri: window.location.href });
  };

  if (!hydrated || !authenticated || state.status === 'signIn') {
    return (
      <>
        <Text size="small">{intl.formatMessage(catalogueMessages.signInHint)}</Text>
        <Button onClick={signIn} aria-describedby={titleId}>
          {intl.formatMessage(catalogueMessages.signIn)}
        </Button>
      </>
    );
  }
  if (state.status === 'refused') {
    return (
      <>
        <p className={styles.problem} role="alert">
          {state.message || intl.formatMessage(catalogueMessages.restricted)}
        </p>
        <ButtonAnchor variant="secondary" href={profilePath}>
          {intl.formatMessage(catalogueMessages.profile)}
        </ButtonAnchor>
      </>
    );
  }
  if (state.status === 'failed') {
    return (
      <>
        <p className={styles.problem} role="alert">
          {state.message || intl.formatMessage(catalogueMessages.failed)}
        </p>
        <Button variant="secondary" onClick={start} aria-describedby={titleId}>
          {intl.formatMessage(catalogueMessages.retry)}
        </Button>
      </>
    );
  }
  return (
    <>
      <Button
        variant="secondary"
        busy={state.status === 'downloading'}
        onClick={start}
        aria-describedby={titleId}
      >
        {intl.formatMessage(
          state.status === 'downloading'
            ? catalogueMessages.downloading
            : catalogueMessages.download,
        )}
      </Button>
      <p className={styles.done} aria-live="polite">
        {state.status === 'saved' ? intl.formatMessage(catalogueMessages.saved) : null}
      </p>
    </>
  );
}
