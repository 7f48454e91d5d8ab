import { profileInputSchema, userProfileSchema, userSchema } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { success } from '../../plugins/envelope';
import { answers, type SchemaRoutes } from '../../plugins/schemaRoutes';
import { avatarRoutes, type PictureUploadLimits } from './avatars';
import { customerNumberRoutes } from './customerNumber';
import { addressConfirmationMails, emailConfirmationRoutes } from './emailConfirmation';
import { saveProfile } from './repository';
import { toUser } from './userData';
import { toUserProfile } from './userProfile';

export interface ProfileRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the address confirmation link points to: `{publicUrl}{apiPath}/email/confirm`. */
  publicUrl: string;
  /** Avatar uploads per user: `max` in `windowMs`. */
  pictureUploadLimits: PictureUploadLimits;
}

/**
 * The caller and their personal data: `GET /user`, `GET` and `PUT /user/profile`, the
 * confirmation of a changed e-mail address (emailConfirmation.ts), the avatar (avatars.ts) and
 * the customer number checked against Lindner's register (customerNumber.ts).
 * Everything from the access token only.
 */
export const profileRoutes: SchemaRoutes<ProfileRoutesOptions> = async (app, options) => {
  const { orm } = options.database;
  const addressConfirmation = addressConfirmationMails(app, {
    orm,
    mailer: options.mailer,
    publicUrl: options.publicUrl,
  });

  /** The caller, from the access token and nothing else; never the password hash. */
  app.get(
    '/user',
    { schema: { tags: ['profile'], summary: 'The caller', response: answers(userSchema) } },
    async (request) => success(toUser(callerOf(request))),
  );

  app.get(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'The caller’s personal data and how complete it is',
        response: answers(userProfileSchema),
      },
    },
    async (request) => success(toUserProfile(callerOf(request))),
  );

  /**
   * A changed e-mail address is not confirmed until the link of the mail sent to it is
   * followed. The mail is claimed before anything is saved: a caller at the limit of
   * confirmation mails (429) changes nothing. When a confirmation mail went to the address in
   * the last 10 minutes, the profile is saved without one (`POST
   * /user/profile/email-confirmation` asks again and says when that is possible).
   */
  app.put(
    '/user/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Save the caller’s personal data',
        body: profileInputSchema,
        response: answers(userProfileSchema),
      },
    },
    async (request) => {
      const caller = callerOf(request);
      const input = request.body;
      const claim =
        input.email !== caller.email
          ? await addressConfirmation.claim(request, input.email)
          : { allowed: false };
      const row = await saveProfile(orm, caller.id, input);
      if (claim.allowed) await addressConfirmation.send(request, row);
      return success(toUserProfile(row));
    },
  );

  await app.register(emailConfirmationRoutes, { orm, addressConfirmation });
  await app.register(avatarRoutes, { orm, pictureUploadLimits: options.pictureUploadLimits });
  await app.register(customerNumberRoutes, { orm });
};
