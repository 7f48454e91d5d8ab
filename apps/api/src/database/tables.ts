import {
  boolean,
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

export const tables = {
  users,
  farms,
  vehicleModels,
  vehicles,
  contractItems,
  postalCodes,
  dealers,
};
