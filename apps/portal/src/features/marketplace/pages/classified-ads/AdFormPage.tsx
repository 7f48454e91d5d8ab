import {
  createClassifiedAd,
  deleteClassifiedAdAttachment,
  deleteClassifiedAdImage,
  fetchMyClassifiedAds,
  myClassifiedAdsKey,
  updateClassifiedAd,
  uploadClassifiedAdAttachment,
  uploadClassifiedAdImage,
  useFetch,
  useSubmit,
} from '@lindner/api';
import type { ClassifiedAdInput, MyClassifiedAd } from '@lindner/api/schema';
import { localizePath } from '@lindner/i18n';
import { layoutStateOf, toast } from '@lindner/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { useSWRConfig } from 'swr';
import { outcomeOf } from '../../../../shared/forms/submitOutcome';
import { usePageLocale } from '../../../../shared/locale/usePageLocale';
import type { AdSaveOutcome } from '../../components/AdForm';
import type { ChosenFile, FileKind, UploadOutcome } from '../../adValues';
import { adNotices } from '../../classifiedAdsMessages';
import { fetchModels, modelsKey } from '../../queries';
import { AdFormView } from './AdFormView';

interface SaveRequest {
  input: ClassifiedAdInput;
  id: string | null;
}

/** The id of `useSubmit`'s toasts: the success notice replaces a running one. */
const submitToastId = 'data-submit';

/**
 * The create tab with its data: the model list, with `?ad={id}` the user's ads (the one to edit),
 * POST or PUT of the ad's fields, then one upload after the other of the chosen files.
 */
export function AdFormPage() {
  const intl = useIntl();
  const locale = usePageLocale();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const [params] = useSearchParams();
  const adId = params.get('ad') || null;
  const models = useFetch(modelsKey, fetchModels);
  const myAds = useFetch(adId ? myClassifiedAdsKey : null, fetchMyClassifiedAds);

  // Uploads run outside `useSubmit` (one after the other); leaving the page stops them.
  const uploads = useRef(new AbortController());
  useEffect(() => {
    const controller = new AbortController();
    uploads.current = controller;
    return () => controller.abort();
  }, []);

  const { submit } = useSubmit(
    ({ input, id }: SaveRequest, signal: AbortSignal) =>
      id ? updateClassifiedAd(id, input, signal) : createClassifiedAd(input, signal),
    { showSuccessToast: false, showErrorToast: false, revalidate: [myClassifiedAdsKey] },
  );
  const save = useCallback(
    async (input: ClassifiedAdInput, id: string | null): Promise<AdSaveOutcome | null> => {
      const result = await submit({ input, id });
      const outcome = outcomeOf(result);
      if (outcome === null) return null;
      return outcome.ok ? { ok: true, data: result.data as MyClassifiedAd } : outcome;
    },
    [submit],
  );

  const upload = useCallback(
    (id: string, file: ChosenFile) =>
      attempt(() =>
        file.kind === 'picture'
          ? uploadClassifiedAdImage(id, file.file, uploads.current.signal)
          : uploadClassifiedAdAttachment(id, file.file, uploads.current.signal),
      ),
    [],
  );
  const removeFile = useCallback(
    (id: string, kind: FileKind, fileId: string) =>
      attempt(() =>
        kind === 'picture'
          ? deleteClassifiedAdImage(id, fileId, uploads.current.signal)
          : deleteClassifiedAdAttachment(id, fileId, uploads.current.signal),
      ),
    [],
  );

  const done = useCallback(
    (_ad: MyClassifiedAd, created: boolean) => {
      toast.success(intl.formatMessage(created ? adNotices.created : adNotices.saved), {
        id: submitToastId,
      });
      void mutate(myClassifiedAdsKey);
      void navigate(localizePath('classified-ads-manage', {}, locale));
    },
    [intl, mutate, navigate, locale],
  );

  const states = [models, ...(adId ? [myAds] : [])].map(layoutStateOf);
  const state = states.includes('error')
    ? 'error'
    : states.includes('loading')
      ? 'loading'
      : 'content';

  return (
    <AdFormView
      state={state}
      onRetry={() => {
        if (models.fetchError) void models.refetch();
        if (myAds.fetchError) void myAds.refetch();
      }}
      models={models.data}
      adId={adId}
      myAds={myAds.data}
      onSave={save}
      onUpload={upload}
      onRemoveFile={removeFile}
      onDone={done}
    />
  );
}

/** A call for one file: the ad as it is after it, or the server's message. */
async function attempt(call: () => Promise<MyClassifiedAd>): Promise<UploadOutcome> {
  try {
    return { ok: true, ad: await call() };
  } catch (error) {
    const outcome = outcomeOf({ data: null, error });
    const message =
      outcome && !outcome.ok
        ? // A field's message says what is wrong with the file; the envelope's only that something is.
          (Object.values(outcome.fieldErrors)[0] ?? outcome.message)
        : null;
    return { ok: false, message };
  }
}
