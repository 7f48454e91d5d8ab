import { intlTag, localizePath, type Locale } from '@lindner/i18n/core';
import type { Mail } from '../../mail/mailer';
import { framedMail } from '../../mail/mailFrame';
import { textsFor, type Texts } from '../../plugins/texts';
import type { MachineRow } from './tables';
import { searchMailMessages } from './texts';

/** What the mail of a saved search's new matches says. */
export interface SearchMailContent {
  to: string;
  userId: string;
  locale: Locale;
  publicUrl: string;
  name: string;
  query: string;
  token: string;
  /** How many machines are new to the search; `machines` holds the newest of them. */
  total: number;
  machines: MachineRow[];
}

/** A gross price as the locale writes euros; cents only when there are any. */
function formattedPrice(priceCents: number, locale: Locale): string {
  return new Intl.NumberFormat(intlTag(locale), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: priceCents % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(priceCents / 100);
}

/** "Lindner Lintrac 130 · Baujahr 2021 · 850 Betriebsstunden · 130 PS · 98.000 €" */
function machineLine(machine: MachineRow, texts: Texts): string {
  const m = searchMailMessages;
  return [
    `${machine.manufacturer} ${machine.model}`,
    machine.yearOfConstruction === null
      ? null
      : texts.t(m.year, { year: String(machine.yearOfConstruction) }),
    machine.operatingHours === null ? null : texts.t(m.hours, { hours: machine.operatingHours }),
    machine.horsepower === null ? null : texts.t(m.horsepower, { hp: machine.horsepower }),
    machine.priceCents === null
      ? texts.t(m.priceOnRequest)
      : formattedPrice(machine.priceCents, texts.locale),
  ]
    .filter((part): part is string => part !== null)
    .join(' · ');
}

/**
 * The mail of a saved search's new machines, in the mail frame: each machine a line with its
 * link, then the link to all results and the one that ends the search.
 */
export function newMatchesMail(content: SearchMailContent): Mail {
  const { locale, publicUrl } = content;
  const texts = textsFor(locale);
  const m = searchMailMessages;
  const list = localizePath('used-machines', {}, locale);
  const allResults = `${publicUrl}${list}${content.query ? `?${content.query}` : ''}`;
  const endLink = `${publicUrl}${localizePath('used-machine-search-end', { token: content.token }, locale)}`;
  const machines = content.machines.map((machine) => [
    machineLine(machine, texts),
    `${publicUrl}${localizePath('used-machine-detail', { id: machine.id }, locale)}`,
  ]);
  const intro = [
    texts.t(m.intro, { name: content.name, count: content.total }),
    ...(content.total > machines.length ? [texts.t(m.newest, { shown: machines.length })] : []),
  ].join(' ');
  return framedMail(texts, {
    to: content.to,
    userId: content.userId,
    subject: texts.t(m.subject, { name: content.name }),
    greet: null,
    paragraphs: [
      intro,
      ...machines,
      [texts.t(m.allResults), allResults],
      [texts.t(m.end), endLink],
    ],
  });
}
