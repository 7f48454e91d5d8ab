import { avatarLimits, avatarRenditions, profileInputSchema } from '@lindner/api/schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isLocale } from '@lindner/i18n/core';
import type { Database } from '../../database/connection';
import { escapeHtml, htmlPage, sendHtml } from '../../mail/htmlPages';
import type { Mailer } from '../../mail/mailer';
import { callerOf } from '../../plugins/auth';
import { failure, success } from '../../plugins/envelope';
import {
  pictureProblemStatus,
  PictureError,
  refusePicture,
  servePictureFiles,
  uploadedPicture,
} from '../../plugins/pictures';
import { Throttle, type ThrottleLimits } from '../../plugins/throttling';
import { uploads } from '../../plugins/uploads';
import { textsFor } from '../../plugins/texts';
import { validBody } from '../../plugins/validBody';
import {
  claimConfirmationMail,
  confirmationPageStylesheetPath,
  refuseConfirmationMailTooSoon,
  sendConfirmationMail,
} from '../../mail/confirmationMails';
import type { UserRow } from '../user/tables';
import { displayName } from '../user/userData';
import { renderAvatar } from './avatarImages';
import {
  confirmEmail,
  deleteAvatar,
  loadAvatarFile,
  saveAvatar,
  saveProfile,
  startEmailConfirmation,
} from './repository';
import {
  emailConfirmationMailMessages,
  emailConfirmationMessages,
  emailConfirmationPageTexts,
  emailConfirmationPageTitles,
} from './texts';
import { toUserProfile } from './userProfile';

export interface ProfileRoutesOptions {
  database: Database;
  mailer: Mailer;
  /** Where the address confirmation link points to: `{publicUrl}{apiPath}/email/confirm`. */
  publicUrl: string;
  pictureUploadLimits: ThrottleLimits;
}

/** The address confirmation link's path below the API's path; `?token=…` carries the token. */
export const emailConfirmPath = '/email/confirm';

/**
 * The caller's personal data: `GET` and `PUT /user/profile`, the confirmation of a changed
 * e-mail address, the avatar upload and deletion, and the avatar files themselves.
 */
export async function profileRoutes(app: FastifyInstance, options: ProfileRoutesOptions) {
  const { orm } = options.database;
  // The routes' prefix is the API's path (`/api/{client segment}`); avatar addresses start with it.
  const apiPath = app.prefix;

  await app.register(uploads, { maxFileBytes: avatarLimits.maxBytes, maxFiles: 1 });
  const pictureUploads = new Throttle(options.pictureUploadLimits);

  app.get('/user/profile', async (request) => success(toUserProfile(callerOf(request))));

  /**
   * A changed e-mail address is not confirmed until the link of the mail sent to it is
   * followed; nothing else is mailed there before. When a confirmation mail went to the address
   * in the last 10 minutes, the profile is saved without one (`POST
   * /user/profile/email-confirmation` asks again and says when that is possible).
   */
  app.put('/user/profile', async (request, reply) => {
    const input = await validBody(profileInputSchema, request, reply);
    if (!input) return reply;
    const caller = callerOf(request);
    const row = await saveProfile(orm, caller.id, input);
    if (row.email !== caller.email && row.emailVerifiedAt === null) {
      await sendEmailConfirmation(request, row);
    }
    return success(toUserProfile(row));
  });

  /** Sends the confirmation mail for the caller's address again: 429 within 10 minutes. */
  app.post('/user/profile/email-confirmation', async (request, reply) => {
    const caller = callerOf(request);
    if (!caller.email) {
      return reply.status(409).send(failure(request.t(emailConfirmationMessages.noEmail)));
    }
    if (caller.emailVerifiedAt !== null) {
      return reply.status(409).send(failure(request.t(emailConfirmationMessages.alreadyConfirmed)));
    }
    const sent = await sendEmailConfirmation(request, caller);
    if (!sent.allowed) return refuseConfirmationMailTooSoon(request, reply, sent.nextAt);
    return success(toUserProfile(caller));
  });

  async function sendEmailConfirmation(request: FastifyRequest, user: UserRow) {
    const email = user.email!;
    const claim = await claimConfirmationMail(orm, 'email', email);
    if (!claim.allowed) return claim;
    const token = await startEmailConfirmation(orm, {
      userId: user.id,
      email,
      locale: request.locale,
    });
    const link = `${options.publicUrl}${apiPath}${emailConfirmPath}?token=${token}`;
    await sendConfirmationMail(options.mailer, request, {
      to: email,
      userId: user.id,
      name: displayName(user),
      link,
      texts: emailConfirmationMailMessages,
    });
    return claim;
  }

  /**
   * `GET {apiPath}/email/confirm?token=…`: the page the address confirmation mail links to.
   * Public: the link's random token is the proof. In the language the mail was sent in.
   */
  app.get<{ Querystring: { token?: unknown } }>(
    emailConfirmPath,
    { config: { public: true } },
    async (request, reply) => {
      const token = typeof request.query.token === 'string' ? request.query.token : '';
      const { outcome, locale: sentIn } = await confirmEmail(orm, token);
      const locale = isLocale(sentIn) ? sentIn : request.locale;
      const texts = textsFor(locale);
      const status = outcome === 'confirmed' ? 200 : outcome === 'expired' ? 410 : 404;
      const title = texts.t(emailConfirmationPageTitles[outcome]);
      return sendHtml(
        reply,
        status,
        htmlPage({
          locale,
          title,
          stylesheet: `${apiPath}${confirmationPageStylesheetPath}`,
          body: `<h1 data-outcome="${outcome}">${escapeHtml(title)}</h1>
<p>${escapeHtml(texts.t(emailConfirmationPageTexts[outcome]))}</p>`,
        }),
      );
    },
  );

  app.post('/user/profile/avatar', async (request, reply) => {
    const upload = await uploadedPicture(request, reply, 'avatar', pictureUploads);
    if (!upload) return reply;
    let files;
    try {
      files = await renderAvatar(upload);
    } catch (error) {
      if (!(error instanceof PictureError)) throw error;
      const status = pictureProblemStatus[error.problem];
      return refusePicture(request, reply, 'avatar', status, error.problem);
    }
    const row = await saveAvatar(orm, callerOf(request).id, files, apiPath);
    return success(toUserProfile(row));
  });

  app.delete('/user/profile/avatar', async (request) =>
    success(toUserProfile(await deleteAvatar(orm, callerOf(request).id))),
  );

  servePictureFiles(app, '/avatars', avatarRenditions, (uploadId, rendition) =>
    loadAvatarFile(orm, uploadId, rendition),
  );
}
