import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/*
 * The keys of the links the provider mails (Keycloak's `login-actions/action-token?key=…`): a
 * purpose, an account, an expiry and a binding, signed with a secret of the provider. Nothing is
 * stored; a key is used up because what it is bound to changes when it is used: a verification
 * key needs an account still waiting, a reset key names a hash of the password it replaces.
 */

export type ActionPurpose = 'verify-email' | 'reset-credentials' | 'resend-verification';

/** How long each kind of key holds, in seconds. */
export const actionTokenLifetimes: Record<ActionPurpose, number> = {
  'verify-email': 24 * 60 * 60,
  'reset-credentials': 60 * 60,
  // Handed to a browser that signed in with the right password of an unconfirmed account.
  'resend-verification': 60 * 60,
};

interface Payload {
  /** Purpose. */
  p: ActionPurpose;
  /** Account id. */
  u: string;
  /** Expiry, seconds since the epoch. */
  e: number;
  /** Binding (see bindingOf). */
  b: string;
  /** The portal page to return to afterwards (a verification started from a page). */
  r?: string;
}

export interface ActionToken {
  userId: string;
  binding: string;
  /** The portal page the action was started for, to return to when it is done. */
  returnTo?: string;
}

export interface ActionTokens {
  issue(purpose: ActionPurpose, userId: string, binding: string, returnTo?: string): string;
  /** The key's account and binding, if it is genuine, for this purpose and not expired. */
  read(key: unknown, purpose: ActionPurpose): ActionToken | null;
}

/** A short fingerprint of a value a key is bound to (a password hash, an address). */
export function bindingOf(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('base64url').slice(0, 22);
}

export function actionTokens(
  providerSecret: string,
  now: () => number = () => Date.now(),
): ActionTokens {
  // A key of its own, so that no other signature of the provider's secret passes as one.
  const key = createHmac('sha256', providerSecret).update('lindner action tokens').digest();
  const sign = (body: string) => createHmac('sha256', key).update(body).digest();
  return {
    issue(purpose, userId, binding, returnTo) {
      const payload: Payload = {
        p: purpose,
        u: userId,
        e: Math.floor(now() / 1000) + actionTokenLifetimes[purpose],
        b: binding,
        ...(returnTo ? { r: returnTo } : {}),
      };
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${body}.${sign(body).toString('base64url')}`;
    },
    read(value, purpose) {
      if (typeof value !== 'string' || value.length > 1000) return null;
      const [body = '', signature = '', ...rest] = value.split('.');
      if (rest.length > 0) return null;
      const expected = sign(body);
      const given = Buffer.from(signature, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      let payload: Partial<Payload>;
      try {
        payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Partial<Payload>;
      } catch {
        return null;
      }
      if (payload.p !== purpose || typeof payload.u !== 'string' || typeof payload.b !== 'string')
        return null;
      if (typeof payload.e !== 'number' || payload.e * 1000 <= now()) return null;
      if (payload.r !== undefined && typeof payload.r !== 'string') return null;
      return {
        userId: payload.u,
        binding: payload.b,
        ...(payload.r ? { returnTo: payload.r } : {}),
      };
    },
  };
}
