import { loadMessages, LocaleProvider } from '@lindner/i18n';
import { toast, ToastProvider, uiMessages } from '@lindner/ui';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { expect } from 'vitest';
import { apiMessages } from '../messages';

const messages = await loadMessages('de', [uiMessages, apiMessages]);

/** What a page around the hooks has: German texts, toasts and a fresh SWR cache per render. */
export function HookProviders({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider locale="de" messages={messages}>
      <SWRConfig value={{ provider: () => new Map(), errorRetryInterval: 20 }}>
        <ToastProvider duration={60_000}>{children}</ToastProvider>
      </SWRConfig>
    </LocaleProvider>
  );
}

/** The text of the toast with this id, or undefined while there is none. */
export function toastText(id: string): string | undefined {
  return document.querySelector(`li[data-toast-id="${id}"]`)?.textContent ?? undefined;
}

export function toastCount(): number {
  return document.querySelectorAll('li[data-toast-id]').length;
}

/** Closes every toast and waits until they are gone, so the next test starts without any. */
export async function closeAllToasts() {
  toast.dismiss();
  await expect.poll(toastCount).toBe(0);
}

/** A promise the test settles when it likes, as a slow server would. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
