import { copyFile, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../database/connection';
import { applyMigrations, migrationsDir } from '../../database/migrations';
import { openTestDatabase } from '../../testing/testDatabase';

// migrations/0008_orders_lifecycle.sql on a database that has orders and items from before it.

let database: Database;
let before: string;

beforeAll(async () => {
  database = await openTestDatabase('empty');
  before = await mkdtemp(join(tmpdir(), 'migrations-0007-'));
  for (const name of await readdir(migrationsDir)) {
    if (name < '0008') await copyFile(join(migrationsDir, name), join(before, name));
  }
  await applyMigrations(database, before);
  await database.transaction((session) =>
    session.exec(`
      INSERT INTO users (id, username, password_hash)
        VALUES ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', 'farmer', 'x');
      INSERT INTO vehicle_models (id, name, series, kind) VALUES ('lintrac-110', 'Lintrac 110', 'Lintrac', 'tractor');
      INSERT INTO vehicles (id, user_id, vin, model_id, data_source)
        VALUES ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', 'VBLA11000L0012345', 'lintrac-110', 'fuelDiary');
      INSERT INTO checkout_products (id, kind, name, price_setup_cents, price_monthly_cents, price_yearly_cents)
        VALUES ('traclink-smart', 'traclink', 'TracLink Smart', 4900, 1490, 14900);
      INSERT INTO contract_items (id, user_id, vehicle_id, kind, title, status, valid_to) VALUES
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', 'traclink', 'TracLink Smart', 'active', '2027-01-01'),
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1d02', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', 'warranty', 'Garantie alt', 'active', '2027-01-01');
      INSERT INTO orders (id, user_id, vehicle_id, idempotency_key, kind, product_id, product_name, period, summary, invoice_address, status) VALUES
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', gen_random_uuid(), 'traclink', 'traclink-smart', 'TracLink Smart', 'yearly', '{}', '{}', 'received'),
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e02', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', gen_random_uuid(), 'traclink', 'traclink-smart', 'TracLink Smart', 'yearly', '{}', '{}', 'processing'),
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e03', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1b01', '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1c01', gen_random_uuid(), 'traclink', 'traclink-smart', 'TracLink Smart', 'yearly', '{}', '{}', 'completed');
      INSERT INTO order_status_changes (order_id, status) VALUES
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e02', 'received'),
        ('6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e02', 'processing');
    `),
  );
  // 0008 first; the later migrations after it.
  expect((await applyMigrations(database))[0]).toBe('0008_orders_lifecycle.sql');
});

afterAll(async () => {
  await database?.close();
  if (before) await rm(before, { recursive: true, force: true });
});

const rows = <Row>(query: string) => database.transaction((session) => session.rows<Row>(query));

describe('migration 0008 (orders lifecycle)', () => {
  it('turns received and processing orders into ordered ones of type order', async () => {
    expect(await rows(`SELECT status, type FROM orders ORDER BY id`)).toEqual([
      { status: 'ordered', type: 'order' },
      { status: 'ordered', type: 'order' },
      { status: 'completed', type: 'order' },
    ]);
    expect(await rows(`SELECT status FROM order_status_changes ORDER BY changed_at, seq`)).toEqual([
      { status: 'ordered' },
      { status: 'ordered' },
    ]);
    await expect(
      rows(
        `UPDATE orders SET status = 'received' WHERE id = '6f1c2a9e-4b7d-4e21-9a3c-0d5e8f7a1e01'`,
      ),
    ).rejects.toThrow(/orders_status_check/);
  });

  it('names the catalogue product of an item whose title is a product name', async () => {
    expect(await rows(`SELECT title, product_id FROM contract_items ORDER BY id`)).toEqual([
      { title: 'TracLink Smart', product_id: 'traclink-smart' },
      { title: 'Garantie alt', product_id: null },
    ]);
  });
});
