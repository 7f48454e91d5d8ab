import { getTableColumns, getTableName } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { checkoutProducts } from '../modules/checkout/tables';
import { vehicleModelTeasers, vehicleModelTexts } from '../modules/models/tables';
import {
  oldTimerCatalogues,
  oldTimerCatalogueTitles,
  oldTimers,
  oldTimerTexts,
} from '../modules/old-timers/tables';
import { dealers, postalCodes } from '../plugins/dealerDirectory';
import { vehicleModels } from '../plugins/vehicleModels';
import { checkoutProductSeed } from './checkoutCatalogue';
import { dealerSeed, postalCodeSeed } from './dealers';
import { lindnerModels } from '../referenceData/lindnerModels';
import { modelTeaserRows, modelTextRows } from './modelTexts';
import {
  oldTimerCatalogueRows,
  oldTimerCatalogueTitleRows,
  oldTimerRows,
  oldTimerTextRows,
} from './oldTimers';

/**
 * Reference data: what every database needs whether or not it holds demo users (the model
 * range, the dealers and the towns a search resolves, the checkout's catalogue). The lists in
 * this folder and in src/referenceData/ are its source; the migrations insert it
 * (`migrations/00NN_reference_*.sql`, written by apps/api/scripts/referenceDataMigration.ts), the
 * demo seed does not.
 */
export interface ReferenceDataSet {
  /** The migration's name after its number, such as `reference_dealers`. */
  name: string;
  /** The list's file, named in the migration. */
  source: string;
  /** What the data is and where it is made up: the migration's opening comment. */
  about: string;
  tables: ReferenceTable[];
}

export interface ReferenceTable {
  table: PgTable;
  rows: readonly object[];
}

export const referenceDataSets: ReferenceDataSet[] = [
  {
    name: 'reference_checkout_catalogue',
    source: 'src/seed/checkoutCatalogue.ts',
    about: `The checkout's catalogue (table of migration 0007), net prices in integer cents. The
prices are PLAUSIBLE DEMO VALUES, not Lindner's price list:
- TracLink Mobile and Smart: a setup fee, monthly and yearly prices, free months at the start.
- Warranty extensions per model series, for vehicles up to a maximum age, paid once.
The coupons are demo data (the seed's), not reference data.`,
    tables: [{ table: checkoutProducts, rows: checkoutProductSeed }],
  },
  {
    name: 'reference_dealers',
    source: 'src/seed/dealers.ts',
    about: `The dealer finder's dealers and the postal codes a search by zip or city resolves
(tables of migration 0002). EVERY DEALER, PERSON, STREET, PHONE NUMBER AND E-MAIL ADDRESS BELOW
IS INVENTED: the names sound like rural machinery dealers of the region, the e-mail addresses use
the reserved \`.example\` domain and the phone numbers the towns' real area codes with made-up
subscriber numbers. Towns, postal codes and coordinates are real (the town centres, rounded), so
distances and the map are plausible.`,
    tables: [
      { table: postalCodes, rows: postalCodeSeed },
      { table: dealers, rows: dealerSeed },
    ],
  },
  {
    name: 'reference_lindner_models',
    source: 'src/referenceData/lindnerModels.ts',
    about: `The Lindner model range (table of migration 0001, with the model pages' columns of
migration 0021). Names, series, kind, transmission, engine and the figures not named in
demo_figures are the public facts gathered in shared/data/lindner-models.json; sources holds that
file's addresses for each model.

Every figure named in a model's demo_figures is a PLAUSIBLE DEMO VALUE chosen for the size class
of the model, not Lindner's specification: weights, axle loads and wheelbases (none were public),
lengths, heights, most widths, the top speed, kW converted from the published hp, and the hp of
the Geotrac 74ep and the Unitrac 122 LDrive. Made up as well: the net list prices
(list_price_cents), uses, traclink_products, and the transmission kind of the Lintrac 100.
Replace them from Lindner's spec sheets and price list before anyone relies on them.`,
    tables: [{ table: vehicleModels, rows: lindnerModels }],
  },
  {
    name: 'reference_lindner_model_texts',
    source: 'src/seed/modelTexts.ts',
    about: `The texts of the model pages (tables of migration 0021): per model a teaser and one text
per section that applies, in German, English and French, written for this portal from the
published facts of the model range (no demo value appears in a text).`,
    tables: [
      { table: vehicleModelTeasers, rows: modelTeaserRows },
      { table: vehicleModelTexts, rows: modelTextRows },
    ],
  },
  {
    name: 'reference_old_timers',
    source: 'src/referenceData/oldTimers.ts',
    about: `Lindner's historic models, the old-timers (tables of migration 0024): the models with
their facts, their texts in German, English and French, their catalogues and the catalogues'
titles. DEMO DATA written without access to Lindner's archive: the names, series and years are
plausible, not checked against Lindner's records; EVERY FACT named in a model's demo_facts is a
PLAUSIBLE DEMO VALUE; the texts are written for this portal and name no figure; the catalogues
are demo reprints (src/seed/old-timer-catalogues/, "Nachdruck / Demo" on every page), their
pages and size_bytes those of the shipped files. Replace them from Lindner's archive before
anyone relies on them.`,
    tables: [
      { table: oldTimers, rows: oldTimerRows },
      { table: oldTimerTexts, rows: oldTimerTextRows },
      { table: oldTimerCatalogues, rows: oldTimerCatalogueRows },
      { table: oldTimerCatalogueTitles, rows: oldTimerCatalogueTitleRows },
    ],
  },
];

/** The tables of the reference data: the demo seed and the tests' reset leave them alone. */
export const referenceTables: PgTable[] = referenceDataSets.flatMap((set) =>
  set.tables.map(({ table }) => table),
);

/**
 * A row of a list as the database keeps it: every column by its property name, one the list
 * leaves out as its default, or null.
 */
export function storedRow(table: PgTable, row: object): Record<string, unknown> {
  const given = row as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      given[key] !== undefined ? given[key] : column.hasDefault ? column.default : null,
    ]),
  );
}

/**
 * The migration of one set: its comment, then per table one INSERT of every row that brings a
 * row already there (an older database's seed, a later change) back to the list's values.
 */
export function referenceDataSql(set: ReferenceDataSet): string {
  const comment = [...set.about.split('\n'), '', ...writtenBy(set)]
    .map((line) => (line ? `-- ${line}` : '--'))
    .join('\n');
  return `${comment}\n\n${set.tables.map(upsert).join('\n\n')}\n`;
}

function writtenBy(set: ReferenceDataSet): string[] {
  return [
    `Written from apps/api/${set.source} by apps/api/scripts/referenceDataMigration.ts.`,
    'A change of the list is a new migration (the script writes one), never an edit of this file.',
  ];
}

function upsert({ table, rows }: ReferenceTable): string {
  const columns = Object.entries(getTableColumns(table));
  const keys = primaryKey(table);
  const values = rows.map((row) => {
    const stored = storedRow(table, row);
    return `  (${columns.map(([key, column]) => literal(column, stored[key])).join(', ')})`;
  });
  const updated = columns
    .map(([, column]) => column.name)
    .filter((name) => !keys.includes(name))
    .map((name) => `  ${name} = EXCLUDED.${name}`);
  return [
    `INSERT INTO ${getTableName(table)} (${columns.map(([, column]) => column.name).join(', ')}) VALUES`,
    `${values.join(',\n')}`,
    `ON CONFLICT (${keys.join(', ')}) DO UPDATE SET`,
    `${updated.join(',\n')};`,
  ].join('\n');
}

function primaryKey(table: PgTable): string[] {
  const config = getTableConfig(table);
  const composite = config.primaryKeys[0];
  if (composite) return composite.columns.map((column) => column.name);
  return config.columns.filter((column) => column.primary).map((column) => column.name);
}

/** A value as an SQL literal of its column's type. */
function literal(column: PgColumn, value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (column.columnType === 'PgJsonb') return `${quoted(JSON.stringify(value))}::jsonb`;
  if (Array.isArray(value)) {
    const type = column.getSQLType();
    if (value.length === 0) return `'{}'::${type}`;
    return `ARRAY[${value.map((item) => quoted(String(item))).join(', ')}]::${type}`;
  }
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${column.name}: ${value} is not a number`);
    return String(value);
  }
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'string') return quoted(value);
  throw new Error(`${column.name}: no SQL literal for ${JSON.stringify(value)}`);
}

function quoted(text: string): string {
  return `'${text.replaceAll("'", "''")}'`;
}
