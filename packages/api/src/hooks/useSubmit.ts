import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useSWRConfig } from 'swr';
import { toast } from '@lindner/ui';
import type { ApiError } from '../client/ApiError';
import { messages } from './messages';
import { errorToastText, submitToastId } from './toastText';

export interface SubmitResult<TResult> {
  data: TResult | null;
  error: ApiError | Error | null;
}

export interface SubmitState<TPayload, TResult> {
  /** Sends the payload; while a submit runs, another one is ignored (no data, no error). */
  submit(payload: TPayload): Promise<SubmitResult<TResult>>;
  isSubmitting: boolean;
}

export interface SubmitOptions {
  /** The success toast's text; default "Erfolgreich gespeichert." */
  successMessage?: MessageDescriptor;
  /** Default true (id 'data-submit'). */
  showSuccessToast?: boolean;
  /** Default true (id 'data-submit'): the server's message, else the general error text. */
  showErrorToast?: boolean;
  /** SWR keys to fetch again after a successful submit, e.g. ['/user/profile']. */
  revalidate?: string[];
}

/** Sends a form's data with toasts; an unmount aborts the running submit. */
export function useSubmit<TPayload, TResult>(
  send: (payload: TPayload, signal: AbortSignal) => Promise<TResult>,
  options: SubmitOptions = {},
): SubmitState<TPayload, TResult> {
  const intl = useIntl();
  const { mutate } = useSWRConfig();
  const [isSubmitting, setSubmitting] = useState(false);
  const running = useRef<AbortController | null>(null);
  const latest = useRef({ send, options, intl, mutate });

  useLayoutEffect(() => {
    latest.current = { send, options, intl, mutate };
  });

  useEffect(() => () => running.current?.abort(), []);

  const submit = useCallback(async (payload: TPayload): Promise<SubmitResult<TResult>> => {
    if (running.current) return { data: null, error: null };
    const controller = new AbortController();
    running.current = controller;
    setSubmitting(true);
    const { send, options, intl, mutate } = latest.current;
    try {
      const data = await send(payload, controller.signal);
      if (options.showSuccessToast ?? true) {
        const text = options.successMessage
          ? intl.formatMessage(options.successMessage)
          : intl.formatMessage(messages.generalSuccess);
        toast.success(text, { id: submitToastId });
      }
      options.revalidate?.forEach((key) => void mutate(key));
      return { data, error: null };
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (!controller.signal.aborted && (options.showErrorToast ?? true)) {
        const general = intl.formatMessage(messages.generalError);
        toast.error(errorToastText(error, general), { id: submitToastId });
      }
      return { data: null, error };
    } finally {
      running.current = null;
      setSubmitting(false);
    }
  }, []);

  return { submit, isSubmitting };
}
