import { describe, expect, it } from 'vitest';
import { barChartLayout, fitText } from './layout';
import { barChartHeight, barChartMetrics } from './metrics';

const litres = (value: number) => `${value} l`;

describe('fitText', () => {
  it('keeps a text that fits and cuts a longer one with an ellipsis', () => {
    expect(fitText('Juli', 4)).toBe('Juli');
    expect(fitText('Grünland, schwer', 10)).toBe('Grünland,…');
    expect(fitText('Grünland', 1)).toBe('…');
  });
});

describe('barChartLayout', () => {
  const bars = [
    { key: 'a', label: 'Juni', value: 100 },
    { key: 'b', label: 'Juli', value: 50 },
    { key: 'c', label: 'August', value: 0 },
  ];

  it('has a height from the number of bars alone', () => {
    const { rowHeight, top, axisHeight } = barChartMetrics;
    expect(barChartHeight(3)).toBe(top + 3 * rowHeight + axisHeight);
    expect(barChartLayout(360, bars, litres).height).toBe(barChartHeight(3));
    expect(barChartLayout(1200, bars, litres).height).toBe(barChartHeight(3));
  });

  it('draws bars in proportion to their values, from one start', () => {
    const layout = barChartLayout(360, bars, litres);
    const [june, july, august] = layout.bars;
    expect(june!.x).toBe(layout.plotStart);
    expect(july!.width).toBeCloseTo(june!.width / 2);
    expect(august!.width).toBe(0);
    expect(june!.value).toBe('100 l');
    expect(layout.ticks[0]).toMatchObject({ text: '0 l', x: layout.plotStart });
  });

  it('keeps long names and values within a narrow width', () => {
    const long = Array.from({ length: 12 }, (_, index) => ({
      key: String(index),
      label: `Grünland, schwer, Hangwiese am Bach ${index}`,
      value: 10_000 + index,
    }));
    const layout = barChartLayout(300, long, litres);
    const charPixels = barChartMetrics.labelFontSize * barChartMetrics.charWidth;
    for (const bar of layout.bars) {
      expect(bar.text.endsWith('…')).toBe(true);
      expect([...bar.text].length * charPixels).toBeLessThanOrEqual(layout.plotStart);
      expect(bar.valueX + [...bar.value].length * charPixels).toBeLessThanOrEqual(300);
    }
  });

  it('draws only a zero tick when every value is zero', () => {
    const layout = barChartLayout(360, [{ key: 'a', label: 'Juni', value: 0 }], litres);
    expect(layout.ticks.map((tick) => tick.text)).toEqual(['0 l']);
    expect(layout.bars[0]!.width).toBe(0);
  });
});
