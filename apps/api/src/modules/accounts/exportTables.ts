import type { MessageDescriptor } from '@lindner/i18n/core';
import { exportTableMessages } from './texts';

/**
 * What the data export (`GET /user/data-export`) reads: every table that holds something of the
 * user, each with the query of the user's rows. In every query `$1` is the user's id, `$2` the
 * user's e-mail address in lower case (what the public forms and the newsletter key by) and
 * `$3` the customer number (Lindner's register). A test compares the tables with a user column
 * in the database's catalog with this list: a new table of the user belongs here.
 */
export interface ExportTable {
  /** The table's name: the CSV file's and the JSON's key. */
  name: string;
  /** What the table holds and what its fields mean, for the README. */
  about: MessageDescriptor;
  query: string;
  /**
   * Columns left out: secrets that are not data about the user (password and token hashes),
   * other users' ids (staff who reviewed), and file contents (see `file`).
   */
  omit?: readonly string[];
  /** Columns the query adds to the table's own (for the header of a table without rows). */
  extraColumns?: readonly string[];
  /** A column of file contents, saved as a file of the ZIP under `files/{path}`. */
  file?: { column: string; path: (row: Record<string, unknown>) => string };
}

const ownAds = 'SELECT id FROM classified_ads WHERE user_id = $1';

/** The file name extension of an image's content type. */
function extensionOf(contentType: unknown): string {
  if (contentType === 'image/jpeg') return 'jpg';
  if (contentType === 'image/png') return 'png';
  if (contentType === 'image/webp') return 'webp';
  if (contentType === 'image/avif') return 'avif';
  if (contentType === 'application/pdf') return 'pdf';
  return 'bin';
}

/** A file name part from a column: only letters, digits, dot, dash and underscore. */
function part(value: unknown): string {
  return String(value).replace(/[^A-Za-z0-9._-]/g, '_');
}

export const exportTables: readonly ExportTable[] = [
  {
    name: 'users',
    about: exportTableMessages.users,
    query: 'SELECT * FROM users WHERE id = $1',
    omit: ['password_hash'],
  },
  {
    name: 'user_settings',
    about: exportTableMessages.userSettings,
    query: 'SELECT * FROM user_settings WHERE user_id = $1',
  },
  {
    name: 'avatar_files',
    about: exportTableMessages.avatarFiles,
    query: 'SELECT * FROM avatar_files WHERE user_id = $1 ORDER BY created_at',
    file: {
      column: 'bytes',
      path: (row) =>
        `avatar/${part(row.upload_id)}-${part(row.rendition)}.${extensionOf(row.content_type)}`,
    },
  },
  {
    name: 'farms',
    about: exportTableMessages.farms,
    query: 'SELECT * FROM farms WHERE user_id = $1',
  },
  {
    name: 'vehicles',
    about: exportTableMessages.vehicles,
    query: 'SELECT * FROM vehicles WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['reviewed_by'],
  },
  {
    name: 'vehicle_image_files',
    about: exportTableMessages.vehicleImageFiles,
    query: `SELECT f.* FROM vehicle_image_files f JOIN vehicles v ON v.id = f.vehicle_id
      WHERE v.user_id = $1 ORDER BY f.created_at, f.upload_id, f.rendition`,
    file: {
      column: 'bytes',
      path: (row) =>
        `vehicles/${part(row.vehicle_id)}/${part(row.upload_id)}-${part(row.rendition)}.${extensionOf(row.content_type)}`,
    },
  },
  {
    name: 'diary_entries',
    about: exportTableMessages.diaryEntries,
    query: 'SELECT * FROM diary_entries WHERE user_id = $1 ORDER BY vehicle_id, entry_date, id',
  },
  {
    name: 'vehicle_service_entries',
    about: exportTableMessages.vehicleServiceEntries,
    query: `SELECT s.* FROM vehicle_service_entries s LEFT JOIN vehicles v ON v.id = s.vehicle_id
      WHERE v.user_id = $1 OR s.author_user_id = $1 ORDER BY s.vehicle_id, s.service_date, s.id`,
    file: {
      column: 'invoice_bytes',
      path: (row) =>
        `service-invoices/${part(row.vehicle_id)}/${part(row.id)}.${extensionOf(row.invoice_type)}`,
    },
  },
  {
    name: 'maintenance_done',
    about: exportTableMessages.maintenanceDone,
    query: `SELECT m.* FROM maintenance_done m JOIN vehicles v ON v.id = m.vehicle_id
      WHERE v.user_id = $1 ORDER BY m.vehicle_id, m.done_on, m.id`,
  },
  {
    name: 'service_bookings',
    about: exportTableMessages.serviceBookings,
    query: `SELECT b.* FROM service_bookings b LEFT JOIN vehicles v ON v.id = b.vehicle_id
      WHERE v.user_id = $1 OR b.booked_by = $1 ORDER BY b.vehicle_id, b.created_at, b.id`,
    omit: ['token_hash'],
  },
  {
    name: 'maintenance_reminder_recipients',
    about: exportTableMessages.maintenanceReminderRecipients,
    query: 'SELECT * FROM maintenance_reminder_recipients WHERE user_id = $1',
  },
  {
    name: 'maintenance_reminder_mails',
    about: exportTableMessages.maintenanceReminderMails,
    query: 'SELECT * FROM maintenance_reminder_mails WHERE user_id = $1 ORDER BY sent_at, id',
    omit: ['token_hash'],
  },
  {
    name: 'maintenance_reminders_sent',
    about: exportTableMessages.maintenanceRemindersSent,
    query: `SELECT r.* FROM maintenance_reminders_sent r JOIN vehicles v ON v.id = r.vehicle_id
      WHERE v.user_id = $1 ORDER BY r.vehicle_id, r.item_key, r.occurrence`,
  },
  {
    name: 'vehicle_transfers',
    about: exportTableMessages.vehicleTransfers,
    // As seller or as buyer (by account or address); the seller's id and diary copy to the seller only.
    query: `SELECT t.id, t.vehicle_id, t.vin, t.model_name,
        CASE WHEN t.seller_id = $1 THEN t.seller_id END AS seller_id,
        t.buyer_email, t.buyer_id, t.diary_goes, t.seller_locale, t.state, t.ad_id, t.created_at,
        t.decided_at, CASE WHEN t.seller_id = $1 THEN t.seller_diary_csv END AS seller_diary_csv
      FROM vehicle_transfers t
      WHERE t.seller_id = $1 OR t.buyer_id = $1 OR t.buyer_email = $2 ORDER BY t.created_at, t.id`,
  },
  {
    name: 'contract_items',
    about: exportTableMessages.contractItems,
    query: 'SELECT * FROM contract_items WHERE user_id = $1 ORDER BY created_at, id',
  },
  {
    name: 'traclink_mobile_pairings',
    about: exportTableMessages.traclinkMobilePairings,
    query: 'SELECT * FROM traclink_mobile_pairings WHERE user_id = $1',
  },
  {
    name: 'orders',
    about: exportTableMessages.orders,
    query: 'SELECT * FROM orders WHERE user_id = $1 ORDER BY created_at, id',
  },
  {
    name: 'order_status_changes',
    about: exportTableMessages.orderStatusChanges,
    query: `SELECT * FROM order_status_changes WHERE order_id IN (SELECT id FROM orders WHERE user_id = $1)
      ORDER BY changed_at, seq`,
  },
  {
    name: 'customers',
    about: exportTableMessages.customers,
    query: 'SELECT * FROM customers WHERE customer_nr = $3',
  },
  {
    name: 'loyalty_cards',
    about: exportTableMessages.loyaltyCards,
    query: 'SELECT * FROM loyalty_cards WHERE customer_nr = $3 ORDER BY issued_at',
    omit: ['code_hash'],
  },
  {
    name: 'consent_changes',
    about: exportTableMessages.consentChanges,
    query: 'SELECT * FROM consent_changes WHERE user_id = $1 ORDER BY changed_at, id',
  },
  {
    name: 'newsletter_subscriptions',
    about: exportTableMessages.newsletterSubscriptions,
    query: 'SELECT * FROM newsletter_subscriptions WHERE user_id = $1',
    omit: ['token_hash'],
  },
  {
    name: 'newsletter_visitors',
    about: exportTableMessages.newsletterVisitors,
    query: 'SELECT * FROM newsletter_visitors WHERE email = $2',
    omit: ['token_hash'],
  },
  {
    name: 'email_confirmations',
    about: exportTableMessages.emailConfirmations,
    query: 'SELECT * FROM email_confirmations WHERE user_id = $1',
    omit: ['token_hash'],
  },
  {
    name: 'confirmation_mail_sends',
    about: exportTableMessages.confirmationMailSends,
    query: 'SELECT * FROM confirmation_mail_sends WHERE lower(email) = $2',
  },
  {
    name: 'event_registrations',
    about: exportTableMessages.eventRegistrations,
    query: `SELECT r.*, e.slug AS event_slug, e.title AS event_title, e.starts_at AS event_starts_at
      FROM event_registrations r JOIN events e ON e.id = r.event_id
      WHERE r.user_id = $1 ORDER BY e.starts_at`,
    extraColumns: ['event_slug', 'event_title', 'event_starts_at'],
  },
  {
    name: 'upfront_news_reads',
    about: exportTableMessages.upfrontNewsReads,
    query: 'SELECT * FROM upfront_news_reads WHERE user_id = $1 ORDER BY read_at',
  },
  {
    name: 'machine_bookmarks',
    about: exportTableMessages.machineBookmarks,
    query: 'SELECT * FROM machine_bookmarks WHERE user_id = $1 ORDER BY bookmarked_at',
  },
  {
    name: 'saved_machine_searches',
    about: exportTableMessages.savedMachineSearches,
    query: 'SELECT * FROM saved_machine_searches WHERE user_id = $1 ORDER BY created_at',
    omit: ['unsubscribe_token'],
  },
  {
    name: 'machine_inquiries',
    about: exportTableMessages.machineInquiries,
    query: 'SELECT * FROM machine_inquiries WHERE lower(email) = $2 ORDER BY created_at',
  },
  {
    name: 'classified_ads',
    about: exportTableMessages.classifiedAds,
    query: 'SELECT * FROM classified_ads WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['hidden_by'],
  },
  {
    name: 'classified_ad_images',
    about: exportTableMessages.classifiedAdImages,
    query: `SELECT * FROM classified_ad_images WHERE ad_id IN (${ownAds}) ORDER BY created_at, id`,
  },
  {
    name: 'classified_ad_image_files',
    about: exportTableMessages.classifiedAdImageFiles,
    query: `SELECT f.* FROM classified_ad_image_files f
      JOIN classified_ad_images i ON i.upload_id = f.upload_id
      WHERE i.ad_id IN (${ownAds}) ORDER BY f.upload_id, f.rendition`,
    file: {
      column: 'bytes',
      path: (row) =>
        `classified-ads/${part(row.upload_id)}-${part(row.rendition)}.${extensionOf(row.content_type)}`,
    },
  },
  {
    name: 'classified_ad_attachments',
    about: exportTableMessages.classifiedAdAttachments,
    query: `SELECT * FROM classified_ad_attachments WHERE ad_id IN (${ownAds}) ORDER BY created_at, id`,
    file: {
      column: 'content',
      path: (row) => `classified-ads/${part(row.id)}-${part(row.file_name)}`,
    },
  },
  {
    // The replies the user wrote, and those others wrote to the user's ads, without the writer's
    // account (another user's id): `written_by_me` tells them apart.
    name: 'classified_ad_replies',
    about: exportTableMessages.classifiedAdReplies,
    query: `SELECT *, user_id = $1 AS written_by_me FROM classified_ad_replies
      WHERE user_id = $1 OR ad_id IN (${ownAds}) ORDER BY created_at, id`,
    extraColumns: ['written_by_me'],
    omit: ['user_id'],
  },
  {
    name: 'guestbook_entries',
    about: exportTableMessages.guestbookEntries,
    query: 'SELECT * FROM guestbook_entries WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['reviewed_by', 'replied_by'],
    file: {
      column: 'attachment_bytes',
      path: (row) => `guestbook/${part(row.id)}.${extensionOf(row.attachment_type)}`,
    },
  },
  {
    name: 'user_reports',
    about: exportTableMessages.userReports,
    query: 'SELECT * FROM user_reports WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['reviewed_by'],
  },
  {
    name: 'user_report_pictures',
    about: exportTableMessages.userReportPictures,
    query: `SELECT * FROM user_report_pictures WHERE report_id IN
      (SELECT id FROM user_reports WHERE user_id = $1) ORDER BY report_id, position`,
    file: {
      column: 'bytes',
      path: (row) =>
        `user-reports/${part(row.report_id)}/${part(row.id)}.${extensionOf(row.content_type)}`,
    },
  },
  {
    name: 'contest_entries',
    about: exportTableMessages.contestEntries,
    query: 'SELECT * FROM contest_entries WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['reviewed_by'],
  },
  {
    name: 'contest_picture_files',
    about: exportTableMessages.contestPictureFiles,
    query: `SELECT * FROM contest_picture_files WHERE upload_id IN
      (SELECT picture_id FROM contest_entries WHERE user_id = $1) ORDER BY upload_id, rendition`,
    file: {
      column: 'bytes',
      path: (row) =>
        `contests/${part(row.upload_id)}-${part(row.rendition)}.${extensionOf(row.content_type)}`,
    },
  },
  {
    name: 'contest_votes',
    about: exportTableMessages.contestVotes,
    query: 'SELECT * FROM contest_votes WHERE user_id = $1 ORDER BY created_at, id',
    omit: ['visitor_hash'],
  },
  {
    name: 'press_photos',
    about: exportTableMessages.pressPhotos,
    query: 'SELECT * FROM press_photos WHERE uploaded_by = $1 ORDER BY uploaded_at, id',
  },
  {
    name: 'mailbox',
    about: exportTableMessages.mailbox,
    query: 'SELECT * FROM mailbox WHERE user_id = $1 ORDER BY created_at, id',
  },
];
