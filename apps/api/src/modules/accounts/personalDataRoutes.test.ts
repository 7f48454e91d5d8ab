import { randomUUID } from 'node:crypto';
import { apiErrorEnvelopeSchema, accountDeletionSummarySchema } from '@lindner/api/schema';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

// The farmer (seed/demoData.ts) has a farm, the Lintrac and the Geotrac with their diaries,
// licences and a warranty. The newcomer is the second user whose data must stay out of the
// farmer's export and untouched by the farmer's deletion.

const server = apiTestServerPerFile();

const newcomer = {
  farm: 'Zirbenhof Obernberg',
  vin: 'VBLA09400G0077777',
  email: 'zirbenhof@example.test',
};

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await server.database.orm.execute(query)) as unknown as { rows?: Row[] } | Row[];
  return Array.isArray(result) ? result : (result.rows ?? []);
}

/** Gives the newcomer a farm, a vehicle with a diary entry and a consent of their own. */
async function giveNewcomerData() {
  await server.database.orm.execute(sql`
    UPDATE users SET email = ${newcomer.email} WHERE id = ${demoIds.newcomer}`);
  await server.database.orm.execute(sql`
    INSERT INTO farms (user_id, name) VALUES (${demoIds.newcomer}, ${newcomer.farm})
    ON CONFLICT (user_id) DO UPDATE SET name = excluded.name`);
  const [vehicle] = await rows<{ id: string }>(sql`
    INSERT INTO vehicles (user_id, vin, model_id, data_source)
    SELECT ${demoIds.newcomer}, ${newcomer.vin}, id, 'fuelDiary' FROM vehicle_models LIMIT 1
    RETURNING id`);
  await server.database.orm.execute(sql`
    INSERT INTO diary_entries (vehicle_id, user_id, kind, entry_date, text)
    VALUES (${vehicle!.id}, ${demoIds.newcomer}, 'note', '2026-05-04', 'Zirbenhof Notiz')`);
  await server.database.orm.execute(sql`
    INSERT INTO consent_changes (user_id, consent, state)
    VALUES (${demoIds.newcomer}, 'images', 'accepted')`);
  return vehicle!.id;
}

/** An order of the farmer's Lintrac, as the checkout leaves one. */
async function placeFarmerOrder() {
  const [order] = await rows<{ id: string }>(sql`
    INSERT INTO orders (user_id, vehicle_id, idempotency_key, kind, product_id, product_name,
      period, summary, invoice_address, created_at)
    SELECT ${demoIds.farmer}, ${demoIds.farmerLintrac}, ${randomUUID()}, kind, id, name,
      'yearly', '{"total": 199}', '{"name": "Josef Brunner", "street": "Dorf 7"}',
      '2026-03-02T10:00:00Z'
    FROM checkout_products WHERE kind = 'traclink' LIMIT 1
    RETURNING id`);
  await server.database.orm.execute(sql`
    INSERT INTO order_status_changes (order_id, status) VALUES (${order!.id}, 'ordered')`);
  return order!.id;
}

/** The export as a user downloads it; each on a fresh count of the hour's exports. */
async function exportOf(user: string, language = 'en') {
  const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
  const response = await call(user, '/user/data-export', {
    headers: { 'accept-language': language },
  });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /^attachment; filename="lindner-data-\d{4}-\d{2}-\d{2}\.zip"$/,
  );
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const text = (name: string) => {
    expect(files, name).toHaveProperty([name]);
    return strFromU8(files[name]!);
  };
  const json = JSON.parse(text('lindner-data.json')) as {
    username: string;
    tables: Record<string, Record<string, unknown>[]>;
  };
  return { files, text, json };
}

/** RFC 4180 cells of a CSV text: quoted cells with doubled quotes, CRLF line ends. */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < text.length; at += 1) {
    const char = text[at]!;
    if (quoted) {
      if (char === '"' && text[at + 1] === '"') {
        cell += '"';
        at += 1;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else if (char === '\r' && text[at + 1] === '\n') {
      cells.push(cell);
      records.push(cells);
      cells = [];
      cell = '';
      at += 1;
    } else cell += char;
  }
  return records;
}

describe('GET /user/data-export', () => {
  it('holds every table of the database with a user column, each as JSON and as CSV', async () => {
    const userTables = await rows<{ table_name: string }>(sql`
      SELECT DISTINCT c.table_name FROM information_schema.columns c
      JOIN information_schema.tables t USING (table_schema, table_name)
      WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE'
        AND c.column_name = 'user_id'
      UNION
      SELECT DISTINCT tc.table_name FROM information_schema.table_constraints tc
      JOIN information_schema.constraint_column_usage ccu
        ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
      WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = current_schema()
        AND ccu.table_name = 'users'`);
    const names = [...userTables.map(({ table_name }) => table_name), 'users'];
    // The catalog query itself must find the tables every account has.
    expect(names).toEqual(expect.arrayContaining(['farms', 'vehicles', 'diary_entries', 'orders']));

    const { files, json } = await exportOf(demoIds.farmer);
    for (const name of names) {
      expect(Object.keys(json.tables), `${name} in the JSON`).toContain(name);
      expect(Object.keys(files), `${name}.csv`).toContain(`tables/${name}.csv`);
    }
  });

  it('holds the farmer’s profile, fleet, diary, contracts and orders; JSON and CSV agree', async () => {
    const orderId = await placeFarmerOrder();
    const { json, text } = await exportOf(demoIds.farmer);
    expect(json.username).toBe('farmer');
    expect(json.tables.users).toEqual([expect.objectContaining({ username: 'farmer' })]);
    expect(json.tables.users![0]).not.toHaveProperty('password_hash');
    expect(json.tables.vehicles!.map((vehicle) => vehicle.vin).sort()).toEqual([
      'VBLA09400G0023456',
      'VBLA11000L0012345',
    ]);
    const diaryVehicles = new Set(json.tables.diary_entries!.map((entry) => entry.vehicle_id));
    expect(diaryVehicles).toContain(demoIds.farmerLintrac);
    expect(json.tables.diary_entries!.some((entry) => entry.kind === 'fuelStop')).toBe(true);
    expect(json.tables.contract_items!.map((item) => item.id)).toEqual(
      expect.arrayContaining([demoIds.farmerTracLinkLicence, demoIds.farmerWarranty]),
    );
    expect(json.tables.orders).toEqual([
      expect.objectContaining({
        id: orderId,
        invoice_address: { name: 'Josef Brunner', street: 'Dorf 7' },
        created_at: '2026-03-02T10:00:00.000Z',
      }),
    ]);
    expect(json.tables.order_status_changes).toEqual([
      expect.objectContaining({ order_id: orderId, status: 'ordered' }),
    ]);

    for (const [name, tableRows] of Object.entries(json.tables)) {
      const records = parseCsv(text(`tables/${name}.csv`));
      const [header, ...body] = records;
      if (tableRows.length === 0) {
        // A table without rows still names its fields.
        expect(records, name).toHaveLength(1);
        expect(header!.length, name).toBeGreaterThan(0);
        continue;
      }
      expect(header, name).toEqual(Object.keys(tableRows[0]!));
      expect(body, name).toEqual(
        tableRows.map((row) =>
          header!.map((column) => {
            const value = row[column];
            if (value === null) return '';
            if (typeof value === 'object') return JSON.stringify(value);
            return String(value);
          }),
        ),
      );
    }
  });

  it('holds nothing of another user', async () => {
    const newcomerVehicle = await giveNewcomerData();
    const { files } = await exportOf(demoIds.farmer);
    const everything = Object.values(files)
      .map((bytes) => strFromU8(bytes, true))
      .join('\n');
    for (const secret of [
      demoIds.newcomer,
      newcomerVehicle,
      newcomer.vin,
      newcomer.farm,
      newcomer.email,
      'Zirbenhof Notiz',
      '"newcomer"',
      demoIds.staff,
    ]) {
      expect(everything, secret).not.toContain(secret);
    }
  });

  it('puts pictures into the ZIP as files, named by their row', async () => {
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await server.database.orm.execute(sql`
      INSERT INTO avatar_files (upload_id, rendition, user_id, content_type, width, height, bytes)
      VALUES ('AbCdEfGhIjKlMnOpQrStUv', 'md', ${demoIds.farmer}, 'image/png', 64, 64,
        ${Buffer.from(picture)})`);
    const { files, json } = await exportOf(demoIds.farmer);
    expect(json.tables.avatar_files).toEqual([
      expect.objectContaining({
        rendition: 'md',
        file: 'files/avatar/AbCdEfGhIjKlMnOpQrStUv-md.png',
      }),
    ]);
    expect(json.tables.avatar_files![0]).not.toHaveProperty('bytes');
    expect(files['files/avatar/AbCdEfGhIjKlMnOpQrStUv-md.png']).toEqual(picture);
  });

  it('explains the files in the caller’s language', async () => {
    const german = await exportOf(demoIds.farmer, 'de');
    expect(german.text('README.txt')).toContain('Deine Daten im Lindner-Kundenportal');
    expect(german.text('README.txt')).toContain('tables/diary_entries.csv');
    const french = await exportOf(demoIds.farmer, 'fr');
    expect(french.text('README.txt')).toContain('Vos données sur le portail client Lindner');
  });

  it('refuses a sixth export within the hour with 429', async () => {
    const { call } = await server.variant({ throttleNamespace: `test:${randomUUID()}:` });
    for (let count = 0; count < 5; count += 1) {
      expect((await call(demoIds.newcomer, '/user/data-export')).statusCode).toBe(200);
    }
    const refused = await call(demoIds.newcomer, '/user/data-export');
    expect(refused.statusCode).toBe(429);
    expect(apiErrorEnvelopeSchema.parse(refused.json()).message).toMatch(/downloaded your data/);
    // Another user is not held back by the newcomer's exports.
    expect((await call(demoIds.farmer, '/user/data-export')).statusCode).toBe(200);
  });

  it('needs a signed-in caller', async () => {
    expect((await server.call(null, '/user/data-export')).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  const deleteAs = async (user: string, authTime?: number) => {
    const token = await server.tokenFor(user, {
      claims: authTime === undefined ? {} : { auth_time: authTime },
    });
    return server.call(null, '/user', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}` },
    });
  };
  const now = () => Math.floor(Date.now() / 1000);

  it('sums up what goes and that orders are kept for ten years after their year', async () => {
    await placeFarmerOrder();
    const response = await server.call(demoIds.farmer, '/user/account-deletion');
    expect(response.statusCode).toBe(200);
    const summary = accountDeletionSummarySchema.parse(response.json().data.data);
    expect(summary.deleted).toContainEqual({ item: 'vehicles', count: 2 });
    expect(summary.deleted).toContainEqual({ item: 'farm', count: 1 });
    expect(summary.kept).toEqual({ orders: 1, until: '2036-12-31' });
  });

  it('refuses without a sign-in of the last five minutes, saying to confirm with the password', async () => {
    for (const authTime of [undefined, now() - 6 * 60]) {
      const refused = await deleteAs(demoIds.farmer, authTime);
      expect(refused.statusCode).toBe(403);
      expect(apiErrorEnvelopeSchema.parse(refused.json()).message).toMatch(/password/);
    }
    const [farmer] = await rows(sql`SELECT id FROM users WHERE id = ${demoIds.farmer}`);
    expect(farmer).toBeDefined();
  });

  it('deletes the account with a fresh sign-in, keeps the orders, leaves another user alone', async () => {
    const orderId = await placeFarmerOrder();
    await giveNewcomerData();
    const newcomerBefore = await rows(sql`
      SELECT (SELECT count(*) FROM vehicles WHERE user_id = ${demoIds.newcomer}) AS vehicles,
        (SELECT count(*) FROM diary_entries WHERE user_id = ${demoIds.newcomer}) AS diary,
        (SELECT count(*) FROM classified_ads WHERE user_id = ${demoIds.newcomer}) AS ads,
        (SELECT name FROM farms WHERE user_id = ${demoIds.newcomer}) AS farm`);

    const deleted = await deleteAs(demoIds.farmer, now() - 60);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe('Your account is deleted.');

    const left = await rows<Record<string, string | number>>(sql`
      SELECT (SELECT count(*) FROM users WHERE id = ${demoIds.farmer} OR username = 'farmer')::int AS users,
        (SELECT count(*) FROM farms WHERE user_id = ${demoIds.farmer})::int AS farms,
        (SELECT count(*) FROM vehicles WHERE user_id = ${demoIds.farmer})::int AS vehicles,
        (SELECT count(*) FROM diary_entries WHERE user_id = ${demoIds.farmer})::int AS diary,
        (SELECT count(*) FROM contract_items WHERE user_id = ${demoIds.farmer})::int AS contracts,
        (SELECT count(*) FROM consent_changes WHERE user_id = ${demoIds.farmer})::int AS consents`);
    expect(left).toEqual([
      { users: 0, farms: 0, vehicles: 0, diary: 0, contracts: 0, consents: 0 },
    ]);
    const orders = await rows<{ id: string; invoice_address: unknown }>(sql`
      SELECT id, invoice_address FROM orders WHERE id = ${orderId}`);
    expect(orders).toEqual([
      { id: orderId, invoice_address: { name: 'Josef Brunner', street: 'Dorf 7' } },
    ]);
    const changes = await rows(
      sql`SELECT id FROM order_status_changes WHERE order_id = ${orderId}`,
    );
    expect(changes).toHaveLength(1);

    const newcomerAfter = await rows(sql`
      SELECT (SELECT count(*) FROM vehicles WHERE user_id = ${demoIds.newcomer}) AS vehicles,
        (SELECT count(*) FROM diary_entries WHERE user_id = ${demoIds.newcomer}) AS diary,
        (SELECT count(*) FROM classified_ads WHERE user_id = ${demoIds.newcomer}) AS ads,
        (SELECT name FROM farms WHERE user_id = ${demoIds.newcomer}) AS farm`);
    expect(newcomerAfter).toEqual(newcomerBefore);
  });

  it('does not let a token from before the deletion bring the account back', async () => {
    const token = await server.tokenFor(demoIds.newcomer, { claims: { auth_time: now() } });
    const asBefore = { headers: { authorization: `Bearer ${token}` } };
    expect((await server.call(null, '/user', { method: 'DELETE', ...asBefore })).statusCode).toBe(
      200,
    );

    const again = await server.call(null, '/user', asBefore);
    expect(again.statusCode).toBe(401);
    const found = await rows(sql`SELECT id FROM users WHERE id = ${demoIds.newcomer}`);
    expect(found).toEqual([]);
  });

  it('answers the deletion in the caller’s language', async () => {
    const token = await server.tokenFor(demoIds.newcomer, { claims: { auth_time: now() } });
    const response = await server.call(null, '/user', {
      method: 'DELETE',
      headers: { authorization: `Bearer ${token}`, 'accept-language': 'de' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Dein Konto ist gelöscht.');
  });
});
