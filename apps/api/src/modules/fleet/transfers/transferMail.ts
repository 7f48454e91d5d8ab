import { localizePath, type Locale } from '@lindner/i18n/core';
import { framedMail } from '../../../mail/mailFrame';
import type { Mail } from '../../../mail/mailer';
import { textsFor } from '../../../plugins/texts';
import { transferMailMessages } from './texts';

export interface TransferMailContent {
  to: string;
  /** The seller's request locale. */
  locale: Locale;
  publicUrl: string;
  sellerName: string;
  modelName: string;
  vin: string;
  diaryGoes: boolean;
}

/**
 * The offer to the buyer's address: who hands over which vehicle, what comes with it, and the
 * personal area's transfers page, where the offer waits once the buyer signs in (or registers)
 * with this address. It carries nothing the seller typed but the address itself.
 */
export function transferMail(content: TransferMailContent): Mail {
  const texts = textsFor(content.locale);
  const model = content.modelName;
  return framedMail(texts, {
    to: content.to,
    subject: texts.t(transferMailMessages.subject, { model }),
    greet: null,
    paragraphs: [
      texts.t(transferMailMessages.offer, {
        seller: content.sellerName,
        model,
        vin: content.vin,
      }),
      texts.t(transferMailMessages.goesAlong, { diary: content.diaryGoes ? 'yes' : 'no' }),
      [
        texts.t(transferMailMessages.howToAccept),
        `${content.publicUrl}${localizePath('fleet-transfers', {}, content.locale)}`,
      ],
      texts.t(transferMailMessages.notYou),
    ],
  });
}
