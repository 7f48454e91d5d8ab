import type { FastifyReply } from 'fastify';
import type { Database } from '../database/connection';
import { verifyNoPassword, verifyPassword } from './passwords';
import { findUserByUsername, type UserRow } from '../plugins/users';
import type { SignInFailures } from './signInFailures';
import type { Throttled } from './signOnPages';

/** What a password check of the login page or the password change found. */
export type PasswordCheck =
  | { outcome: 'right'; user: UserRow }
  | { outcome: 'wrong' }
  /** The pair or the address waits: nothing was checked, Retry-After is set. */
  | { outcome: 'throttled'; throttled: Throttled };

/** The check of passwordChecker below. */
export type CheckPassword = ReturnType<typeof passwordChecker>;

export interface PasswordCheckOptions {
  database: Database;
  failures: SignInFailures;
}

/**
 * The password check of the login page and of the password change, in three steps:
 *
 * 1. The failures of the user name from this address, and of the address, are asked first
 *    (signInFailures.ts): a pair or an address that has to wait is answered at once, without
 *    a hash, and the attempt is counted before it is checked.
 * 2. A known user's password is checked with scrypt, in the hashing queue of passwords.ts, which
 *    gives hashing at most 15 % of a core however many guesses come in.
 * 3. A user name nobody has costs no hash at all (a flood of made-up names would otherwise keep
 *    a core busy): the check waits in the same queue for as long as one of the last real
 *    derivations took, and answers as a wrong password does, with the same page and status,
 *    so that neither the answer nor its time tells whether the name exists. (A fixed delay
 *    would be told apart from real checks on a busy server, where their time grows.)
 *
 * A global cap per user name across addresses was not added: with hashing capped as in 2, a
 * flood costs the API's other requests little; a cap per name that refuses would let anyone
 * lock an account out from every address, one that only queues grows without end.
 */
export function passwordChecker({ database, failures }: PasswordCheckOptions) {
  return async function checkPassword(
    reply: FastifyReply,
    username: string,
    password: string,
    address: string,
  ): Promise<PasswordCheck> {
    const wait = await failures.attempt(username, address);
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait / 1000));
      reply.header('retry-after', String(seconds));
      return { outcome: 'throttled', throttled: { seconds } };
    }
    const user = await findUserByUsername(database.orm, username);
    // Keycloak's users (behind a real Keycloak) have no password here ('!'): as if unknown.
    const valid = user?.passwordHash.startsWith('scrypt$')
      ? await verifyPassword(password, user.passwordHash)
      : await verifyNoPassword();
    if (!user || !valid) return { outcome: 'wrong' };
    await failures.succeeded(username, address);
    return { outcome: 'right', user };
  };
}
