import { describe, expect, it } from 'vitest';
import {
  dateRangeOf,
  dateRangeProblemOf,
  isInDateRange,
  isoDayOf,
  withDateRange,
} from './dateRange';

describe('the diary’s date range in the query', () => {
  it('reads from and to', () => {
    expect(dateRangeOf('?from=2026-03-01&to=2026-03-31')).toEqual({
      from: '2026-03-01',
      to: '2026-03-31',
    });
    expect(dateRangeOf('from=2026-03-01')).toEqual({ from: '2026-03-01', to: null });
    expect(dateRangeOf('')).toEqual({ from: null, to: null });
  });

  it('leaves out what is no day, and turns a backwards range round', () => {
    expect(dateRangeOf('from=2026-02-30&to=yesterday')).toEqual({ from: null, to: null });
    expect(dateRangeOf('from=2026-04-01&to=2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-04-01',
    });
    expect(isoDayOf('2024-02-29')).toBe('2024-02-29');
    expect(isoDayOf('2026-13-01')).toBeNull();
  });

  it('writes the range into the query and keeps the rest', () => {
    const query = withDateRange('view=print&from=2020-01-01', { from: '2026-03-01', to: null });
    expect(query.toString()).toBe('view=print&from=2026-03-01');
    expect(withDateRange(query, { from: null, to: null }).toString()).toBe('view=print');
  });

  it('tells which entries lie in the range, both ends included', () => {
    const march = { from: '2026-03-01', to: '2026-03-31' };
    expect(isInDateRange('2026-03-01', march)).toBe(true);
    expect(isInDateRange('2026-03-31T18:00:00Z', march)).toBe(true);
    expect(isInDateRange('2026-04-01', march)).toBe(false);
    expect(isInDateRange('1999-01-01', { from: null, to: null })).toBe(true);
    expect(dateRangeProblemOf({ from: '2026-04-01', to: '2026-03-01' })).toBe('order');
    expect(dateRangeProblemOf(march)).toBeNull();
  });
});
