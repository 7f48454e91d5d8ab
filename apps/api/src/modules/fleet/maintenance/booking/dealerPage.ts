import { readFile } from 'node:fs/promises';
import { diaryLimits } from '@lindner/api/schema';
import { intlTag, isLocale, toLocale, type Locale } from '@lindner/i18n/core';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../../database/connection';
import { escapeHtml, htmlPage, sendFormPage } from '../../../../mail/htmlPages';
import type { Mailer } from '../../../../mail/mailer';
import type { SchemaRoutes } from '../../../../plugins/schemaRoutes';
import type { Limit } from '../../../../plugins/throttling/throttling';
import { textsFor, type Texts } from '../../../../plugins/texts';
import { displayName, findUserById } from '../../../../plugins/users';
import { vehicles } from '../../../../plugins/vehicles';
import { loadVehicle } from '../../vehicles';
import { todayOf } from '../repository';
import { daysAfter, isDay } from './days';
import { formatDay, itemName, ownerMail } from './mails';
import {
  completeBooking,
  dealerLinkDays,
  loadBookingByToken,
  updateOpenBooking,
} from './repository';
import type { ServiceBookingRow } from './tables';
import { bookingMessages, dealerMailMessages, dealerPageMessages as m } from './texts';

/** The dealer's page, below the API's path; `/{token}` follows. */
export const dealerPagePath = '/service-bookings/dealer';
const stylesheetPath = '/service-bookings/page.css';

/** Calls of dealers' links: per client address, found or not, which slows guessing tokens. */
export const dealerLinkCalls: Limit = {
  name: 'service-booking-links',
  max: 60,
  windowMs: 10 * 60_000,
  message: bookingMessages.tooManyLinks,
  per: 'address',
};

/** Form fields (the form body); a field sent twice counts as its first value. */
type Fields = Record<string, string>;

function fieldsOf(body: unknown): Fields {
  const fields: Fields = {};
  if (typeof body !== 'object' || body === null) return fields;
  for (const [name, value] of Object.entries(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') fields[name] = first;
  }
  return fields;
}

type Action = 'confirm' | 'propose' | 'done';
type Notice = 'confirmedNotice' | 'proposedNotice';

interface PageState {
  /** The form that was sent with errors, its values and a message per field. */
  failed?: { action: Action; values: Fields; errors: Record<string, string> };
  notice?: Notice;
}

/**
 * The page of the dealer's mail link, public: the link's random token is the proof (the table
 * keeps its SHA-256 hash). It shows the booking and its forms, which work without JavaScript:
 * confirm one of the proposed dates, propose another (each mails the owner a short note), and
 * after the service enter what was done, which writes the vehicle's service entry and the
 * items' maintenance records and closes the booking: the link is used up then. An unknown or
 * altered token is a 404 page, an expired link (14 days; once a date is confirmed, until 14
 * days after it) a 410 page, as is a booking done or withdrawn. In the booking's language
 * (the dealer's country's), or `?lang`.
 */
export const dealerPageRoutes: SchemaRoutes<{ database: Database; mailer: Mailer }> = async (
  app,
  { database, mailer },
) => {
  const { orm } = database;
  const apiPath = app.prefix;
  const linkCalls = app.throttle(dealerLinkCalls);
  const css = [
    await readFile(new URL('../../../../mail/assets/pages.css', import.meta.url), 'utf8'),
    await readFile(new URL('./dealerPage.css', import.meta.url), 'utf8'),
  ].join('\n');

  app.get(
    stylesheetPath,
    {
      config: { public: true },
      schema: { tags: ['fleet'], summary: 'The stylesheet of the dealer’s booking page' },
    },
    (_request, reply) =>
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(css),
  );

  const localeOf = (request: FastifyRequest, booking?: ServiceBookingRow): Locale => {
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    if (typeof lang === 'string' && isLocale(lang)) return lang;
    return booking ? toLocale(booking.dealerLocale) : request.locale;
  };

  const send = (reply: FastifyReply, status: number, locale: Locale, title: string, body: string) =>
    sendFormPage(
      reply,
      status,
      htmlPage({ locale, title, body, stylesheet: `${apiPath}${stylesheetPath}` }),
    );

  const message = (
    reply: FastifyReply,
    status: number,
    locale: Locale,
    title: string,
    text: string,
  ) =>
    send(reply, status, locale, title, `<h1>${escapeHtml(title)}</h1>\n<p>${escapeHtml(text)}</p>`);

  /** The booking of the token while the dealer may act, else the page saying why not. */
  async function usableBooking(request: FastifyRequest, reply: FastifyReply, token: string) {
    const booking = await loadBookingByToken(orm, token);
    const locale = localeOf(request, booking);
    const texts = textsFor(locale);
    if (!booking) {
      await message(reply, 404, locale, texts.t(m.notFoundTitle), texts.t(m.notFound));
      return undefined;
    }
    if (booking.state === 'done' || booking.state === 'withdrawn') {
      const text = booking.state === 'done' ? m.closedDone : m.closedWithdrawn;
      await message(reply, 410, locale, texts.t(m.closedTitle), texts.t(text));
      return undefined;
    }
    if (booking.tokenExpiresAt.getTime() <= Date.now()) {
      await message(reply, 410, locale, texts.t(m.expiredTitle), texts.t(m.expired));
      return undefined;
    }
    return { booking, locale, texts };
  }

  async function page(
    reply: FastifyReply,
    status: number,
    { booking, locale, texts }: { booking: ServiceBookingRow; locale: Locale; texts: Texts },
    token: string,
    state: PageState = {},
  ) {
    const [vehicleRow] = await orm
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, booking.vehicleId));
    const vehicle = await loadVehicle(orm, vehicleRow!);
    const owner = booking.bookedBy ? await findUserById(orm, booking.bookedBy) : undefined;
    const hours = new Intl.NumberFormat(intlTag(locale), { maximumFractionDigits: 1 }).format(
      vehicle.operatingHours,
    );
    const t = (descriptor: Parameters<Texts['t']>[0], values?: Parameters<Texts['t']>[1]) =>
      escapeHtml(texts.t(descriptor, values));
    const action = (name: Action) =>
      `${apiPath}${dealerPagePath}/${encodeURIComponent(token)}/${name}?lang=${locale}`;
    const failed = state.failed;
    const valueOf = (form: Action, name: string, fallback = '') =>
      escapeHtml(failed?.action === form ? (failed.values[name] ?? '') : fallback);
    const errorOf = (form: Action, name: string) =>
      failed?.action === form ? failed.errors[name] : undefined;
    const described = (form: Action, name: string) =>
      errorOf(form, name) ? ` aria-invalid="true" aria-describedby="${form}-${name}-error"` : '';
    const errorText = (form: Action, name: string) => {
      const error = errorOf(form, name);
      return error
        ? `<p class="field-error" id="${form}-${name}-error">${escapeHtml(error)}</p>`
        : '';
    };
    const alert = (form: Action) =>
      failed?.action === form ? `<p class="form-error" role="alert">${t(m.formErrors)}</p>` : '';
    const field = (form: Action, name: string, label: string, control: string) =>
      `<p class="field"><label for="${form}-${name}">${label}</label>${control}${errorText(form, name)}</p>`;

    const stateText =
      booking.state === 'confirmed'
        ? t(m.stateConfirmed, { date: formatDay(texts, booking.confirmedDate!) })
        : booking.state === 'proposed'
          ? t(m.stateProposed, { date: formatDay(texts, booking.dealerProposalDate!) })
          : t(m.stateRequested);
    const contact = owner
      ? [owner.email, owner.phone ?? owner.mobile].filter(Boolean).join(', ')
      : '';
    const list = (lines: string[]) =>
      `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`;
    const summary = `<dl class="facts">
<dt>${t(dealerMailMessages.owner)}</dt><dd>${escapeHtml(owner ? displayName(owner) : '–')}${contact ? `<br>${escapeHtml(contact)}` : ''}</dd>
<dt>${t(m.state)}</dt><dd>${stateText}</dd>
</dl>
<p>${t(dealerMailMessages.vehicle, { model: vehicle.model.name, vin: vehicle.vin, hours })}</p>
<h2>${t(dealerMailMessages.items)}</h2>
${list(booking.itemKeys.map((key) => itemName(texts, key)))}
${booking.note ? `<h2>${t(dealerMailMessages.note)}</h2>\n<p class="note">${escapeHtml(booking.note)}</p>` : ''}`;

    const chosen = failed?.action === 'confirm' ? failed.values.date : booking.confirmedDate;
    const confirmForm = `<section aria-labelledby="confirm-heading">
<h2 id="confirm-heading">${t(m.confirmHeading)}</h2>
${alert('confirm')}<form method="post" action="${escapeHtml(action('confirm'))}" novalidate>
<fieldset${errorOf('confirm', 'date') ? ' aria-describedby="confirm-date-error"' : ''}><legend>${t(m.confirmDate)}</legend>
${booking.proposedDates
  .map(
    (day, index) =>
      `<label class="choice"><input type="radio" name="date" value="${day}" id="confirm-date-${index}"${day === chosen ? ' checked' : ''}> ${escapeHtml(formatDay(texts, day))}</label>`,
  )
  .join('\n')}
</fieldset>${errorText('confirm', 'date')}
<p><button type="submit">${t(m.confirm)}</button></p>
</form>
</section>`;

    const proposeForm = `<section aria-labelledby="propose-heading">
<h2 id="propose-heading">${t(m.proposeHeading)}</h2>
${alert('propose')}<form method="post" action="${escapeHtml(action('propose'))}" novalidate>
${field('propose', 'date', t(m.proposeDate), `<input type="date" name="date" id="propose-date" value="${valueOf('propose', 'date')}"${described('propose', 'date')}>`)}
${field('propose', 'message', t(m.proposeMessage), `<textarea name="message" id="propose-message" rows="3" maxlength="1000"${described('propose', 'message')}>${valueOf('propose', 'message')}</textarea>`)}
<p><button type="submit">${t(m.propose)}</button></p>
</form>
</section>`;

    const today = todayOf();
    const workDone = booking.itemKeys.map((key) => itemName(texts, key)).join('\n');
    const doneForm = `<section aria-labelledby="done-heading">
<h2 id="done-heading">${t(m.doneHeading)}</h2>
<p>${t(m.doneIntro)}</p>
${alert('done')}<form method="post" action="${escapeHtml(action('done'))}" novalidate>
${field('done', 'date', t(m.doneDate), `<input type="date" name="date" id="done-date" value="${valueOf('done', 'date', today)}" max="${today}"${described('done', 'date')}>`)}
${field('done', 'hours', t(m.doneHours), `<input type="text" inputmode="decimal" name="hours" id="done-hours" value="${valueOf('done', 'hours', String(vehicle.operatingHours))}"${described('done', 'hours')}>`)}
${field('done', 'workDone', t(m.workDone), `<textarea name="workDone" id="done-workDone" rows="4" maxlength="2000"${described('done', 'workDone')}>${valueOf('done', 'workDone', workDone)}</textarea>`)}
${field('done', 'parts', t(m.parts), `<textarea name="parts" id="done-parts" rows="3" maxlength="2000"${described('done', 'parts')}>${valueOf('done', 'parts')}</textarea>`)}
<p><button type="submit">${t(m.done)}</button></p>
</form>
</section>`;

    const notice = state.notice
      ? `<p class="notice" role="status">${t(m[state.notice])}</p>\n`
      : '';
    const title = texts.t(m.title);
    return send(
      reply,
      status,
      locale,
      title,
      `<h1>${escapeHtml(title)}</h1>\n${notice}${summary}\n${confirmForm}\n${proposeForm}\n${doneForm}`,
    );
  }

  app.get(
    `${dealerPagePath}/:token`,
    {
      config: { public: true },
      schema: { tags: ['fleet'], summary: 'The dealer’s page of a booking (HTML)' },
      preHandler: linkCalls,
    },
    async (request, reply) => {
      const { token } = request.params as { token: string };
      const usable = await usableBooking(request, reply, token);
      if (usable) return page(reply, 200, usable, token);
      return reply;
    },
  );

  /** Mails the owner a short note of the dealer's answer; a failed mail does not undo it. */
  async function tellOwner(request: FastifyRequest, booking: ServiceBookingRow) {
    const owner = booking.bookedBy ? await findUserById(orm, booking.bookedBy) : undefined;
    if (!owner?.email) return;
    const [vehicleRow] = await orm
      .select()
      .from(vehicles)
      .where(eq(vehicles.id, booking.vehicleId));
    const vehicle = await loadVehicle(orm, vehicleRow!);
    try {
      await mailer.send(
        ownerMail(textsFor(toLocale(booking.ownerLocale)), {
          to: owner.email,
          userId: owner.id,
          name: displayName(owner),
          model: vehicle.model.name,
          booking,
        }),
      );
    } catch (error) {
      request.log.warn({ err: error, bookingId: booking.id }, 'The owner’s booking mail failed');
    }
  }

  const post = (
    name: Action,
    summary: string,
    handle: (
      fields: Fields,
      usable: NonNullable<Awaited<ReturnType<typeof usableBooking>>>,
    ) => Promise<{ errors: Record<string, string> } | { booking: ServiceBookingRow | undefined }>,
    after: (
      request: FastifyRequest,
      reply: FastifyReply,
      usable: NonNullable<Awaited<ReturnType<typeof usableBooking>>>,
      booking: ServiceBookingRow,
      token: string,
    ) => Promise<unknown>,
  ) =>
    app.post(
      `${dealerPagePath}/:token/${name}`,
      {
        config: { public: true },
        schema: { tags: ['fleet'], summary },
        preHandler: linkCalls,
      },
      async (request, reply) => {
        const { token } = request.params as { token: string };
        const usable = await usableBooking(request, reply, token);
        if (!usable) return reply;
        const fields = fieldsOf(request.body);
        const outcome = await handle(fields, usable);
        if ('errors' in outcome) {
          return page(reply, 400, usable, token, {
            failed: { action: name, values: fields, errors: outcome.errors },
          });
        }
        // Another call changed it meanwhile: the page says what holds now.
        if (!outcome.booking) {
          const again = await usableBooking(request, reply, token);
          return again ? page(reply, 200, again, token) : reply;
        }
        return after(request, reply, usable, outcome.booking, token);
      },
    );

  const required = (texts: Texts, fields: Fields, name: string, errors: Record<string, string>) => {
    const value = (fields[name] ?? '').trim();
    if (!value) errors[name] = texts.t(m.required);
    return value;
  };

  post(
    'confirm',
    'The dealer confirms one of the proposed dates (the owner gets a mail)',
    async (fields, { booking, texts }) => {
      const date = fields.date ?? '';
      if (!booking.proposedDates.includes(date)) {
        return { errors: { date: texts.t(m.chooseDate) } };
      }
      return {
        booking: await updateOpenBooking(orm, booking.id, {
          state: 'confirmed',
          confirmedDate: date,
          // The link must last until the service is entered.
          ...linkUntil(booking, date),
        }),
      };
    },
    async (request, reply, usable, booking, token) => {
      await tellOwner(request, booking);
      return page(reply, 200, { ...usable, booking }, token, { notice: 'confirmedNotice' });
    },
  );

  post(
    'propose',
    'The dealer proposes another date with a message (the owner gets a mail)',
    async (fields, { booking, texts }) => {
      const errors: Record<string, string> = {};
      const date = required(texts, fields, 'date', errors);
      if (date && !isDay(date)) errors.date = texts.t(m.dateInvalid);
      else if (date && date <= todayOf()) errors.date = texts.t(m.dateNotFuture);
      const message = (fields.message ?? '').trim();
      if (message.length > 1000) errors.message = texts.t(m.tooLong, { max: 1000 });
      if (Object.keys(errors).length > 0) return { errors };
      return {
        booking: await updateOpenBooking(orm, booking.id, {
          state: 'proposed',
          dealerProposalDate: date,
          dealerMessage: message,
          ...linkUntil(booking, date),
        }),
      };
    },
    async (request, reply, usable, booking, token) => {
      await tellOwner(request, booking);
      return page(reply, 200, { ...usable, booking }, token, { notice: 'proposedNotice' });
    },
  );

  post(
    'done',
    'The dealer enters the service done: the vehicle’s service history, the link used up',
    async (fields, { booking, texts }) => {
      const errors: Record<string, string> = {};
      const date = required(texts, fields, 'date', errors);
      if (date && (!isDay(date) || date < diaryLimits.earliestDate)) {
        errors.date = texts.t(m.dateInvalid);
      } else if (date && date > todayOf()) errors.date = texts.t(m.dateInFuture);
      const hoursText = required(texts, fields, 'hours', errors).replace(',', '.');
      const hours = Number(hoursText);
      if (hoursText && (!/^\d+(\.\d+)?$/.test(hoursText) || hours > diaryLimits.operatingHours)) {
        errors.hours = texts.t(m.hoursInvalid, { max: diaryLimits.operatingHours });
      }
      const workDone = required(texts, fields, 'workDone', errors);
      if (workDone.length > 2000) errors.workDone = texts.t(m.tooLong, { max: 2000 });
      const parts = (fields.parts ?? '').trim();
      if (parts.length > 2000) errors.parts = texts.t(m.tooLong, { max: 2000 });
      if (Object.keys(errors).length > 0) return { errors };
      return { booking: await completeBooking(orm, booking, { date, hours, workDone, parts }) };
    },
    async (_request, reply, { locale, texts }) =>
      message(reply, 200, locale, texts.t(m.doneHeading), texts.t(m.doneNotice)),
  );
};

/** A link whose date lies ahead lasts until `dealerLinkDays` after it. */
function linkUntil(booking: ServiceBookingRow, date: string) {
  const until = daysAfter(date, dealerLinkDays);
  return until > booking.tokenExpiresAt ? { tokenExpiresAt: until } : {};
}
