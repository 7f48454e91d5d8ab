import { ApiError } from '@lindner/api/client';
import { describe, expect, it } from 'vitest';
import {
  downloadFailure,
  pendingDownloadKey,
  pendingDownloadMs,
  rememberDownload,
  takeRememberedDownload,
  type DownloadMemory,
} from './catalogueDownload';

/** sessionStorage's behaviour over a Map. */
function memory(): DownloadMemory & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

describe('a failed download', () => {
  it('asks to sign in without a session', () => {
    expect(downloadFailure(new ApiError({ status: 401, serverMessage: 'Token ungültig' }))).toEqual(
      { status: 'signIn' },
    );
    expect(downloadFailure(new Error('Token is missing'))).toEqual({ status: 'signIn' });
  });

  it('shows the server’s reason when the profile holds no customer number', () => {
    expect(
      downloadFailure(
        new ApiError({
          status: 403,
          serverMessage: 'Für diesen Katalog brauchst Du eine Kundennummer in Deinem Profil.',
        }),
      ),
    ).toEqual({
      status: 'refused',
      message: 'Für diesen Katalog brauchst Du eine Kundennummer in Deinem Profil.',
    });
    expect(downloadFailure(new ApiError({ status: 403 }))).toEqual({
      status: 'refused',
      message: '',
    });
  });

  it('offers Retry for the server’s and the network’s failures', () => {
    expect(downloadFailure(new ApiError({ status: 500 }))).toEqual({ status: 'failed' });
    expect(downloadFailure(new ApiError({ status: null }))).toEqual({ status: 'failed' });
    expect(downloadFailure(new ApiError({ status: 404, serverMessage: 'Unbekannt' }))).toEqual({
      status: 'failed',
    });
    expect(downloadFailure(new TypeError('Failed to fetch'))).toEqual({ status: 'failed' });
    expect(downloadFailure(undefined)).toEqual({ status: 'failed' });
  });

  it('says when to try again after too many downloads', () => {
    const wait =
      'Du hast in kurzer Zeit sehr viele Kataloge heruntergeladen. Bitte versuche es in 12 Minuten wieder.';
    expect(downloadFailure(new ApiError({ status: 429, serverMessage: wait }))).toEqual({
      status: 'failed',
      message: wait,
    });
    expect(downloadFailure(new ApiError({ status: 429 }))).toEqual({ status: 'failed' });
  });
});

describe('the catalogue asked for before signing in', () => {
  it('downloads once, on the way back', () => {
    const tab = memory();
    const now = Date.now();
    rememberDownload(tab, 'bf-15', 'betriebsanleitung-1956');
    expect(takeRememberedDownload(tab, 'bf-15', 'prospekt-1955', now)).toBe(false);
    expect(takeRememberedDownload(tab, 'bf-20', 'betriebsanleitung-1956', now)).toBe(false);
    expect(takeRememberedDownload(tab, 'bf-15', 'betriebsanleitung-1956', now)).toBe(true);
    expect(tab.items.has(pendingDownloadKey)).toBe(false);
    expect(takeRememberedDownload(tab, 'bf-15', 'betriebsanleitung-1956', now)).toBe(false);
  });

  it('is forgotten when the sign-in took too long', () => {
    const tab = memory();
    rememberDownload(tab, 'bf-15', 'betriebsanleitung-1956');
    expect(
      takeRememberedDownload(
        tab,
        'bf-15',
        'betriebsanleitung-1956',
        Date.now() + pendingDownloadMs,
      ),
    ).toBe(false);
    expect(tab.items.has(pendingDownloadKey)).toBe(false);
  });

  it('does without a storage, or with one that refuses', () => {
    rememberDownload(null, 'bf-15', 'x');
    expect(takeRememberedDownload(null, 'bf-15', 'x')).toBe(false);
    const refusing: DownloadMemory = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => rememberDownload(refusing, 'bf-15', 'x')).not.toThrow();
    expect(takeRememberedDownload(refusing, 'bf-15', 'x')).toBe(false);
    const garbled = memory();
    garbled.setItem(pendingDownloadKey, '{not json');
    expect(takeRememberedDownload(garbled, 'bf-15', 'x')).toBe(false);
  });
});
