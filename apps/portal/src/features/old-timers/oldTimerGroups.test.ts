import { describe, expect, it } from 'vitest';
import { oldTimerList } from './oldTimerFixtures';
import {
  filterBySeries,
  matchSeries,
  oldTimersByDecade,
  seriesOf,
  seriesSearch,
} from './oldTimerGroups';

const ids = (list: readonly { id: string }[]) => list.map(({ id }) => id);

describe('the old-timers by decade and series', () => {
  it('groups by decade, oldest first, then by series in the order of its first model', () => {
    const groups = oldTimersByDecade(oldTimerList);
    expect(
      groups.map(({ decade, series }) => ({
        decade,
        series: series.map(({ series: name, oldTimers }) => [name, ids(oldTimers)]),
      })),
    ).toEqual([
      { decade: 1950, series: [['Bauernfreund', ['bf-15', 'bf-20']]] },
      {
        decade: 1960,
        series: [
          ['Bauernfreund', ['bf-450-s']],
          ['Lindner Transporter', ['transporter-t-35']],
        ],
      },
      { decade: 1970, series: [['Lindner', ['lindner-1700']]] },
    ]);
  });

  it('sorts the decades even where the API does not', () => {
    const shuffled = [...oldTimerList].reverse();
    expect(oldTimersByDecade(shuffled).map(({ decade }) => decade)).toEqual([1950, 1960, 1970]);
    // Within a series the list's order stays.
    expect(ids(oldTimersByDecade(shuffled)[0]!.series[0]!.oldTimers)).toEqual(['bf-20', 'bf-15']);
  });

  it('has no group without old-timers', () => {
    expect(oldTimersByDecade([])).toEqual([]);
  });
});

describe('the series filter', () => {
  it('offers each series once, in the order of its oldest model', () => {
    expect(seriesOf(oldTimerList)).toEqual(['Bauernfreund', 'Lindner Transporter', 'Lindner']);
    expect(seriesOf([...oldTimerList].reverse())).toEqual([
      'Bauernfreund',
      'Lindner Transporter',
      'Lindner',
    ]);
  });

  it('reads a series the list has, whatever its case, and nothing else', () => {
    const known = seriesOf(oldTimerList);
    expect(matchSeries('Bauernfreund', known)).toBe('Bauernfreund');
    expect(matchSeries(' lindner transporter ', known)).toBe('Lindner Transporter');
    expect(matchSeries('Geotrac', known)).toBeNull();
    expect(matchSeries('', known)).toBeNull();
    expect(matchSeries(null, known)).toBeNull();
  });

  it('keeps the old-timers of the series, or all of them without one', () => {
    expect(ids(filterBySeries(oldTimerList, 'Bauernfreund'))).toEqual([
      'bf-15',
      'bf-20',
      'bf-450-s',
    ]);
    expect(filterBySeries(oldTimerList, null)).toHaveLength(oldTimerList.length);
  });

  it('writes the filter’s address', () => {
    expect(seriesSearch('Lindner Transporter')).toBe('?series=Lindner+Transporter');
    expect(seriesSearch(null)).toBe('');
  });
});
