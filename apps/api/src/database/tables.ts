import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The tables as migrations/*.sql create them; the SQL files are the source of truth.

interface AvatarImageColumn {
  versions: Record<string, { xs: string; md: string; 'xs@2x'?: string; 'md@2x'?: string }>;
  width: number;
  height: number;
}

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  salutation: text('salutation', { enum: ['male', 'female'] }),
  title: text('title'),
  firstName: text('first_name'),
  lastName: text('last_name'),
  email: text('email'),
  phone: text('phone'),
  mobile: text('mobile'),
  fax: text('fax'),
  company: text('company'),
  street: text('street'),
  zip: text('zip'),
  city: text('city'),
  country: text('country'),
  birthDate: date('birth_date', { mode: 'string' }),
  customerNr: text('customer_nr').unique(),
  driverLicense: text('driver_license'),
  avatarUrl: text('avatar_url'),
  /** The avatar for the Image component (migrations/0003); null without one. */
  avatarImage: jsonb('avatar_image').$type<AvatarImageColumn>(),
  roles: text('roles').array().notNull().default([]),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const farms = pgTable('farms', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  vulgo: text('vulgo'),
  since: smallint('since'),
  area: doublePrecision('area'),
  leasedArea: doublePrecision('leased_area'),
  areaUnderLease: doublePrecision('area_under_lease'),
  workHours: doublePrecision('work_hours'),
  mountainFarmer: boolean('mountain_farmer').notNull().default(false),
  siloHay: boolean('silo_hay').notNull().default(false),
  businessType: text('business_type'),
  economyTypes: text('economy_types').array().notNull().default([]),
  fertilisationTypes: text('fertilisation_types').array().notNull().default([]),
  sizeBand: text('size_band'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type FarmRow = typeof farms.$inferSelect;

export const vehicleModels = pgTable('vehicle_models', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  series: text('series').notNull(),
  kind: text('kind', { enum: ['tractor', 'transporter'] }).notNull(),
  powerHp: integer('power_hp'),
  transmission: text('transmission'),
  unladenWeightKg: integer('unladen_weight_kg'),
  permittedTotalWeightKg: integer('permitted_total_weight_kg'),
  permittedFrontAxleLoadKg: integer('permitted_front_axle_load_kg'),
  permittedRearAxleLoadKg: integer('permitted_rear_axle_load_kg'),
  wheelbaseMm: integer('wheelbase_mm'),
});
export type VehicleModelRow = typeof vehicleModels.$inferSelect;

export const vehicles = pgTable('vehicles', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  vin: text('vin').notNull().unique(),
  modelId: text('model_id')
    .notNull()
    .references(() => vehicleModels.id),
  imageUrl: text('image_url'),
  yearOfConstruction: smallint('year_of_construction'),
  dataSource: text('data_source', {
    enum: ['traclinkMobile', 'fuelDiary', 'averageConsumption'],
  }).notNull(),
  operatingHours: doublePrecision('operating_hours').notNull().default(0),
  fuelUsedLiters: doublePrecision('fuel_used_liters').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type VehicleRow = typeof vehicles.$inferSelect;

const price = (name: string) => numeric(name, { precision: 10, scale: 2, mode: 'number' });

export const contractItems = pgTable('contract_items', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull(),
  vehicleId: uuid('vehicle_id').notNull(),
  kind: text('kind', { enum: ['traclink', 'warranty'] }).notNull(),
  title: text('title').notNull(),
  status: text('status', {
    enum: ['active', 'expiring', 'expired', 'ordered', 'equipped', 'cancelled', 'upgrade'],
  }).notNull(),
  subscriptionPeriod: text('subscription_period', { enum: ['monthly', 'yearly'] }),
  freePeriodMonths: smallint('free_period_months'),
  validFrom: date('valid_from', { mode: 'string' }),
  validTo: date('valid_to', { mode: 'string' }).notNull(),
  renewsAutomatically: boolean('renews_automatically').notNull().default(false),
  priceOnce: price('price_once'),
  priceSetup: price('price_setup'),
  priceMonthly: price('price_monthly'),
  priceYearly: price('price_yearly'),
  currency: text('currency').notNull().default('EUR'),
  couponCode: text('coupon_code'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ContractItemRow = typeof contractItems.$inferSelect;

// --- Dealer finder (migrations/0002_dealers.sql) ------------------------------------------------

export const postalCodes = pgTable(
  'postal_codes',
  {
    country: text('country').notNull(),
    zip: text('zip').notNull(),
    city: text('city').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
  },
  (table) => [primaryKey({ columns: [table.country, table.zip, table.city] })],
);
export type PostalCodeRow = typeof postalCodes.$inferSelect;

interface DealerContactColumn {
  name: string;
  phone: string | null;
  email: string | null;
}
interface OpeningIntervalColumn {
  day: number;
  opens: string;
  closes: string;
}

export const dealers = pgTable('dealers', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  storeTypes: text('store_types', {
    enum: ['reseller', 'servicePartner', 'municipalDealer', 'baseDealer'],
  })
    .array()
    .notNull(),
  municipal: boolean('municipal').notNull().default(false),
  street: text('street').notNull(),
  zip: text('zip').notNull(),
  city: text('city').notNull(),
  country: text('country', { enum: ['AT', 'DE', 'CH', 'IT', 'SI'] }).notNull(),
  lat: doublePrecision('lat').notNull(),
  lng: doublePrecision('lng').notNull(),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  licences: text('licences').array().notNull().default([]),
  diagnosis: boolean('diagnosis').notNull().default(false),
  certification: text('certification', { enum: ['review', 'progress', 'approved'] }),
  contactPerson: jsonb('contact_person').$type<DealerContactColumn>(),
  areaSalesManager: jsonb('area_sales_manager').$type<DealerContactColumn>(),
  openingHours: jsonb('opening_hours').$type<OpeningIntervalColumn[]>().notNull().default([]),
});
export type DealerRow = typeof dealers.$inferSelect;

// --- Personal area: avatar, settings, newsletter, consents, mailbox (0003_profile_settings.sql) --

/** Binary data; PGlite hands back a Uint8Array, node-postgres a Buffer: both become a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

export const avatarFiles = pgTable(
  'avatar_files',
  {
    uploadId: text('upload_id').notNull(),
    rendition: text('rendition', { enum: ['xs', 'md', 'xs@2x', 'md@2x'] }).notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.rendition] })],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactChannel: text('contact_channel', { enum: ['email', 'phone', 'sms', 'messenger'] }),
  interests: text('interests').array().notNull().default([]),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsletterSubscriptions = pgTable('newsletter_subscriptions', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['pending', 'subscribed'] }).notNull(),
  email: text('email').notNull(),
  locale: text('locale').notNull(),
  tokenHash: text('token_hash').unique(),
  tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
  requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
});
export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

export const consentChanges = pgTable('consent_changes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  consent: text('consent', {
    enum: ['terms', 'images', 'referenceCustomer', 'communication'],
  }).notNull(),
  state: text('state', { enum: ['accepted', 'declined'] }).notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});

export const mailbox = pgTable('mailbox', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  htmlBody: text('html_body'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type MailboxRow = typeof mailbox.$inferSelect;

export const tables = {
  users,
  farms,
  vehicleModels,
  vehicles,
  contractItems,
  postalCodes,
  dealers,
  avatarFiles,
  userSettings,
  newsletterSubscriptions,
  consentChanges,
  mailbox,
};
