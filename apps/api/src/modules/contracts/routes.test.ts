import { apiEnvelopeSchema, contractItemNotificationsSchema } from '@lindner/api/schema';
import { describe, expect, it } from 'vitest';
import { demoIds } from '../../seed/demoData';
import { apiTestServerPerFile } from '../../testing/apiTestServer';

const server = apiTestServerPerFile();
const { call } = server;

function daysFromToday(days: number): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

describe('GET /contractItems/notifications', () => {
  it('lists the caller’s items ending within 30 days, by group', async () => {
    const response = await call(demoIds.farmer, '/contractItems/notifications');
    expect(response.statusCode).toBe(200);
    const groups = apiEnvelopeSchema(contractItemNotificationsSchema).parse(response.json()).data
      .data;
    expect(groups).toEqual({
      traclink: [
        {
          item: {
            id: demoIds.farmerTracLinkLicence,
            title: 'TracLink Smart',
            validTo: daysFromToday(20),
          },
          model: { id: 'lintrac-110', name: 'Lintrac 110' },
          vehicleId: demoIds.farmerLintrac,
        },
      ],
      warranty: [],
    });
  });

  it('includes a warranty ending soon and leaves out cancelled and later items', async () => {
    await server.database.transaction((session) =>
      session.exec(`
        UPDATE contract_items SET valid_to = CURRENT_DATE + 30 WHERE id = '${demoIds.farmerWarranty}';
        INSERT INTO contract_items (user_id, vehicle_id, kind, title, status, valid_to) VALUES
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Cancelled', 'cancelled', CURRENT_DATE + 5),
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Later', 'active', CURRENT_DATE + 31),
          ('${demoIds.farmer}', '${demoIds.farmerGeotrac}', 'traclink', 'Ended', 'active', CURRENT_DATE - 1);
      `),
    );
    const groups = (await call(demoIds.farmer, '/contractItems/notifications')).json().data.data;
    expect(groups.traclink.map((entry: { item: { title: string } }) => entry.item.title)).toEqual([
      'TracLink Smart',
    ]);
    expect(groups.warranty).toEqual([
      {
        item: expect.objectContaining({ id: demoIds.farmerWarranty }),
        model: { id: 'lintrac-110', name: 'Lintrac 110' },
        vehicleId: demoIds.farmerLintrac,
      },
    ]);
  });

  it('shows another user none of the farmer’s items', async () => {
    const groups = (await call(demoIds.newcomer, '/contractItems/notifications')).json().data.data;
    expect(groups).toEqual({ traclink: [], warranty: [] });
  });
});
