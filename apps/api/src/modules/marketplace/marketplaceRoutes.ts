import { adLimits, avatarLimits } from '@lindner/api/schema';
import type { Database } from '../../database/connection';
import type { Mailer } from '../../mail/mailer';
import type { SchemaRoutes } from '../../plugins/schemaRoutes';
import { uploads } from '../../plugins/uploads';
import { adAttachmentRoutes } from './adAttachments';
import { adPictureRoutes } from './adPictures';
import { adReplyRoutes } from './adReplies';
import { ownAdRoutes } from './ownAds';
import { publicAdRoutes } from './publicAds';
import { staffHidingRoutes } from './staffHiding';

export interface MarketplaceOptions {
  database: Database;
  mailer: Mailer;
}

/**
 * The classified-ads marketplace (SPEC.md section 3 "Classified ad"; the API's paths keep the
 * name `/classified-ads`): the public list and an ad, the owner's ads, their pictures and PDF
 * files, replies and answers relayed by mail, and staff's hiding.
 */
export const marketplaceRoutes: SchemaRoutes<MarketplaceOptions> = async (app, options) => {
  const { database } = options;
  await app.register(uploads, {
    maxFileBytes: Math.max(avatarLimits.maxBytes, adLimits.attachmentBytes),
  });
  await app.register(publicAdRoutes, { database });
  await app.register(ownAdRoutes, { database });
  await app.register(adPictureRoutes, { database });
  await app.register(adAttachmentRoutes, { database });
  await app.register(adReplyRoutes, { database, mailer: options.mailer });
  await app.register(staffHidingRoutes, { database });
};
