import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type Provider from 'oidc-provider';
import type { ServerConfig } from '../config';
import type { Database } from '../database/connection';
import { calibrateHashing } from './passwords';
import type { AccessTokenVerifier } from '../plugins/accessTokens';
import { createMailer, type Mailer } from '../mail/mailer';
import { accountFlows } from './accountFlows';
import { accountPageRoutes } from './accountPage';
import { actionTokenRoutes } from './actionTokenRoutes';
import { actionTokens } from './actionTokens';
import { cookieCheckRoutes } from './cookieCheck';
import { loginPageRoutes } from './loginPage';
import { passwordChecker } from './passwordCheck';
import { providerHandOff } from './providerHandOff';
import { registrationRoutes } from './registrationRoutes';
import { resetCredentialsRoutes } from './resetCredentialsRoutes';
import { resourceRoutes } from './resources';
import { MemorySignInFailures, type SignInFailures } from './signInFailures';
import { RedisSignInFailures } from './signInFailuresRedis';
import type { SignOnKeys } from './signOnKeys';
import { signOnContext } from './signOnContext';
import { userinfoRoutes } from './userProfile';

export interface SignOnRoutesOptions {
  config: ServerConfig;
  database: Database;
  keys: SignOnKeys;
  provider: Provider;
  accessTokens: AccessTokenVerifier;
  /**
   * Where wrong passwords are counted when several API instances run (`REDIS_URL`): they then
   * share the counts. Null (the default) counts in this process's memory.
   */
  redis?: Redis | null;
  /** Before the keys in Redis (default `lindner:sign-in:`): another deployment's, or a test's. */
  redisPrefix?: string;
  /** Another store of the counts (tests); it takes precedence over `redis`. */
  signInFailures?: SignInFailures;
  /** Where the registration's and the reset's mails go; by default the server's (config). */
  mailer?: Mailer;
}

/**
 * Mounts the development provider at `/realms/{realm}`: the login page, the registration, the
 * password reset and their mailed links, Keycloak's account page (password change), userinfo and the pages' resources and cookie check are Fastify routes,
 * everything else goes to oidc-provider.
 */
export async function signOnRoutes(app: FastifyInstance, options: SignOnRoutesOptions) {
  const { redis = null, redisPrefix } = options;
  const context = signOnContext(options);
  const failures =
    options.signInFailures ??
    (redis ? new RedisSignInFailures(redis, { prefix: redisPrefix }) : new MemorySignInFailures());
  const checkPassword = passwordChecker({ database: options.database, failures });
  // Times a derivation, so that checks for unknown user names last as long from the start.
  void calibrateHashing();

  await resourceRoutes(app, context);
  cookieCheckRoutes(app, context);
  const tokens = actionTokens(options.keys.refreshTokenSecret);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: options.config.smtpUrl,
      from: options.config.mailFrom,
      orm: options.database.orm,
    });
  const flows = accountFlows(context, tokens, mailer);
  loginPageRoutes(app, context, checkPassword, flows);
  registrationRoutes(app, flows);
  resetCredentialsRoutes(app, flows);
  actionTokenRoutes(app, flows);
  userinfoRoutes(app, context);
  accountPageRoutes(app, context, checkPassword);
  await providerHandOff(app, context);
}
