/**
 * The Foundations pages of the Storybook: every value comes from the theme's own token objects,
 * so a changed token shows here at once. Documentation for designers, in English like the rest
 * of the docs; token names and values need no translation.
 */
import type { CSSProperties, ReactNode } from 'react';
import { CloseIcon, ToneIcon, type Tone } from '../Banner/ToneIcon';
import { Grid, GridItem } from '../Grid';
import { vars } from '../theme/theme.css';
import {
  breakpoints,
  contentMaxWidth,
  gridColumns,
  tokens,
  tooltipTiming,
  type Breakpoint,
} from '../theme/tokens';
import { aaMinimum, contrastRatio, passesAa } from './contrast';
import { contrastPairs } from './contrastPairs';

type ColourToken = keyof typeof tokens.color;

const cell: CSSProperties = {
  padding: `${vars.space.xsmall} ${vars.space.small}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  textAlign: 'start',
  verticalAlign: 'middle',
};
const code: CSSProperties = { fontFamily: 'ui-monospace, Menlo, monospace', fontSize: '0.875em' };

function Table({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: string[];
  children: ReactNode;
}) {
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%' }}>
      <caption
        style={{
          textAlign: 'start',
          fontWeight: vars.fontWeight.strong,
          paddingBlockEnd: vars.space.xsmall,
        }}
      >
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column} scope="col" style={cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

function Swatch({ colour, size = '2.5rem' }: { colour: string; size?: string }) {
  return (
    <span
      aria-hidden="true"
      style={{
        display: 'inline-block',
        width: size,
        height: size,
        background: colour,
        border: `1px solid ${vars.color.border}`,
        borderRadius: vars.radius.standard,
      }}
    />
  );
}

export function ColourPalette() {
  return (
    <Table caption="Colour tokens" columns={['Colour', 'Token', 'Value']}>
      {(Object.entries(tokens.color) as [ColourToken, string][]).map(([name, value]) => (
        <tr key={name}>
          <td style={cell}>
            <Swatch colour={value} />
          </td>
          <td style={{ ...cell, ...code }}>color.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
        </tr>
      ))}
    </Table>
  );
}

export function ContrastPairs() {
  return (
    <Table
      caption="Contrast pairs (WCAG 2.2 AA)"
      columns={['Sample', 'Pair', 'Use', 'Ratio', 'AA']}
    >
      {contrastPairs.map(({ foreground, background, use }) => {
        const [fg, bg] = [tokens.color[foreground], tokens.color[background]];
        const ratio = contrastRatio(fg, bg);
        const passes = passesAa(fg, bg, use);
        return (
          <tr key={`${foreground}-${background}`}>
            <td style={cell}>
              {/* A failing pair is shown as a mark, not as text: the page itself stays AA. */}
              {use === 'non-text' || !passes ? (
                <span
                  aria-hidden="true"
                  style={{ display: 'inline-block', background: bg, padding: vars.space.xsmall }}
                >
                  <span
                    style={{
                      display: 'block',
                      width: '3rem',
                      height: '1.5rem',
                      border: `2px solid ${fg}`,
                    }}
                  />
                </span>
              ) : (
                <span
                  aria-hidden="true"
                  style={{
                    display: 'inline-block',
                    color: fg,
                    background: bg,
                    padding: vars.space.xsmall,
                  }}
                >
                  Aa 123
                </span>
              )}
            </td>
            <td style={{ ...cell, ...code }}>
              color.{foreground} on color.{background}
            </td>
            <td style={cell}>
              {use} (≥ {aaMinimum[use]}:1)
            </td>
            <td style={{ ...cell, ...code }}>{ratio.toFixed(2)}:1</td>
            <td
              style={{
                ...cell,
                fontWeight: vars.fontWeight.strong,
                color: passes ? vars.color.success : vars.color.critical,
              }}
            >
              {passes ? 'Pass' : 'Fail'}
            </td>
          </tr>
        );
      })}
    </Table>
  );
}

const headingSizes = new Set(['h1', 'h2', 'h3', 'h4']);

export function TypeScale() {
  return (
    <Table caption="Type scale" columns={['Sample', 'Token', 'Size', 'Family']}>
      {Object.entries(tokens.fontSize).map(([name, size]) => {
        const heading = headingSizes.has(name);
        return (
          <tr key={name}>
            <td
              style={{
                ...cell,
                fontSize: size,
                fontFamily: heading ? vars.font.heading : vars.font.text,
                fontWeight: heading ? vars.fontWeight.strong : vars.fontWeight.regular,
                lineHeight: heading ? vars.lineHeight.tight : vars.lineHeight.standard,
              }}
            >
              Lintrac 130
            </td>
            <td style={{ ...cell, ...code }}>fontSize.{name}</td>
            <td style={{ ...cell, ...code }}>
              {size} ({parseFloat(size) * 16} px)
            </td>
            <td style={{ ...cell, ...code }}>{heading ? 'font.heading' : 'font.text'}</td>
          </tr>
        );
      })}
      {Object.entries(tokens.fontWeight).map(([name, weight]) => (
        <tr key={`weight-${name}`}>
          <td style={{ ...cell, fontWeight: weight }}>Lintrac 130</td>
          <td style={{ ...cell, ...code }}>fontWeight.{name}</td>
          <td style={{ ...cell, ...code }}>{weight}</td>
          <td style={{ ...cell, ...code }}>font.text</td>
        </tr>
      ))}
    </Table>
  );
}

export function SpacingScale() {
  return (
    <Table caption="Spacing and radius" columns={['Token', 'Value', 'Sample']}>
      {Object.entries(tokens.space).map(([name, value]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>space.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: value,
                height: '1rem',
                background: vars.color.brand,
              }}
            />
          </td>
        </tr>
      ))}
      {Object.entries(tokens.radius).map(([name, value]) => (
        <tr key={`radius-${name}`}>
          <td style={{ ...cell, ...code }}>radius.{name}</td>
          <td style={{ ...cell, ...code }}>{value}</td>
          <td style={cell}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: '3rem',
                height: '2rem',
                border: `2px solid ${vars.color.border}`,
                borderRadius: value,
              }}
            />
          </td>
        </tr>
      ))}
      <tr>
        <td style={{ ...cell, ...code }}>size.touchTarget</td>
        <td style={{ ...cell, ...code }}>{tokens.size.touchTarget}</td>
        <td style={cell}>
          <span
            aria-hidden="true"
            style={{
              display: 'block',
              width: tokens.size.touchTarget,
              height: tokens.size.touchTarget,
              border: `2px dashed ${vars.color.border}`,
            }}
          />
        </td>
      </tr>
    </Table>
  );
}

export function Breakpoints() {
  const widest = Math.max(...Object.values(breakpoints));
  return (
    <Table
      caption="Breakpoints (mobile first: a style applies from its width up)"
      columns={['Name', 'From', 'Scale']}
    >
      {(Object.entries(breakpoints) as [Breakpoint, number][]).map(([name, width]) => (
        <tr key={name}>
          <td style={{ ...cell, ...code }}>{name}</td>
          <td style={{ ...cell, ...code }}>{width} px</td>
          <td style={{ ...cell, width: '60%' }}>
            <span
              aria-hidden="true"
              style={{
                display: 'block',
                width: `${(width / widest) * 100}%`,
                height: '0.75rem',
                background: vars.color.surfaceStrong,
                borderInlineEnd: `3px solid ${vars.color.brand}`,
              }}
            />
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function LayoutGrid() {
  return (
    <div style={{ display: 'grid', gap: vars.space.medium }}>
      <p style={{ margin: 0 }}>
        <span style={code}>gridColumns</span> {gridColumns},{' '}
        <span style={code}>contentMaxWidth</span> {contentMaxWidth} px, gutter{' '}
        <span style={code}>space.medium</span> by default.
      </p>
      <Grid>
        {Array.from({ length: gridColumns }, (_, index) => (
          <GridItem key={index} span={1}>
            <div
              style={{
                background: vars.color.brandLight,
                color: vars.color.brandText,
                textAlign: 'center',
                paddingBlock: vars.space.large,
                fontSize: vars.fontSize.small,
              }}
            >
              {index + 1}
            </div>
          </GridItem>
        ))}
      </Grid>
    </div>
  );
}

const tones: Tone[] = ['info', 'success', 'warning', 'error'];
const toneColour: Record<Tone, string> = {
  info: vars.color.info,
  success: vars.color.success,
  warning: vars.color.warning,
  error: vars.color.critical,
};

export function Icons() {
  return (
    <Table
      caption="Icons (24 px grid, drawn in currentColor, always beside a text)"
      columns={['Icon', 'Name', 'Used by']}
    >
      {tones.map((tone) => (
        <tr key={tone}>
          <td style={{ ...cell, color: toneColour[tone] }}>
            <ToneIcon tone={tone} />
          </td>
          <td style={{ ...cell, ...code }}>ToneIcon tone=&quot;{tone}&quot;</td>
          <td style={cell}>Banner, Toast</td>
        </tr>
      ))}
      <tr>
        <td style={cell}>
          <CloseIcon />
        </td>
        <td style={{ ...cell, ...code }}>CloseIcon</td>
        <td style={cell}>Banner, Toast, CookieBanner</td>
      </tr>
    </Table>
  );
}

export function Elevation() {
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.xlarge }}>
        {Object.entries(tokens.shadow).map(([name, value]) => (
          <div
            key={name}
            style={{
              boxShadow: value,
              padding: vars.space.large,
              borderRadius: vars.radius.large,
              background: vars.color.background,
              minWidth: '12rem',
            }}
          >
            <span style={code}>shadow.{name}</span>
          </div>
        ))}
      </div>
      <Table caption="Stacking order (zIndex, lowest first)" columns={['Layer', 'z-index']}>
        {Object.entries(tokens.zIndex)
          .sort(([, a], [, b]) => Number(a) - Number(b))
          .map(([name, value]) => (
            <tr key={name}>
              <td style={{ ...cell, ...code }}>zIndex.{name}</td>
              <td style={{ ...cell, ...code }}>{value}</td>
            </tr>
          ))}
      </Table>
    </div>
  );
}

const timingUse: Record<keyof typeof tooltipTiming, string> = {
  showDelay: 'ms before a tooltip shows on hover',
  menuCloseDelay: 'ms a menu stays open after the pointer leaves',
  dispose: 'ms a tooltip takes to go',
  distance: 'px between a tooltip and its trigger',
};

type DurationToken = keyof typeof tokens.motion.duration;
type EasingToken = keyof typeof tokens.motion.easing;

const durationUse: Record<DurationToken, string> = {
  fast: 'colour and border answering the pointer or a choice (Button, Tabs, Checkbox); a tooltip fading in',
  base: 'leaving: a toast or tooltip fading out',
  slow: 'arriving from elsewhere: a toast sliding in, a swiped toast going back',
};

const easingUse: Record<EasingToken, string> = {
  standard: 'a change in place',
  enter: 'arriving: fast, then settling',
  exit: 'leaving: slow, then gone',
};

/** The curve of a `cubic-bezier(x1, y1, x2, y2)` easing, drawn in a 48 px square. */
function EasingCurve({ easing }: { easing: string }) {
  const [x1, y1, x2, y2] = (/\(([^)]*)\)/.exec(easing)?.[1] ?? '0, 0, 1, 1').split(',').map(Number);
  const size = 48;
  const point = (x: number, y: number) => `${x * size} ${size - y * size}`;
  return (
    <svg aria-hidden="true" width={size} height={size} style={{ overflow: 'visible' }}>
      <rect width={size} height={size} fill="none" stroke={vars.color.borderSubtle} />
      <path
        d={`M ${point(0, 0)} C ${point(x1!, y1!)}, ${point(x2!, y2!)}, ${point(1, 1)}`}
        fill="none"
        stroke={vars.color.brand}
        strokeWidth={2}
      />
    </svg>
  );
}

export function Motion() {
  const longest = Math.max(
    ...Object.values(tokens.motion.duration).map((value) => Number.parseFloat(value)),
  );
  return (
    <div style={{ display: 'grid', gap: vars.space.large }}>
      <Table
        caption="Durations (0 ms under prefers-reduced-motion: reduce)"
        columns={['Token', 'Value', 'Scale', 'Use']}
      >
        {(Object.entries(tokens.motion.duration) as [DurationToken, string][]).map(
          ([name, value]) => (
            <tr key={name}>
              <td style={{ ...cell, ...code }}>motion.duration.{name}</td>
              <td style={{ ...cell, ...code }}>{value}</td>
              <td style={{ ...cell, width: '25%' }}>
                <span
                  aria-hidden="true"
                  style={{
                    display: 'block',
                    width: `${(Number.parseFloat(value) / longest) * 100}%`,
                    height: '0.75rem',
                    background: vars.color.surfaceStrong,
                    borderInlineEnd: `3px solid ${vars.color.brand}`,
                  }}
                />
              </td>
              <td style={cell}>{durationUse[name]}</td>
            </tr>
          ),
        )}
      </Table>
      <Table caption="Easings" columns={['Curve', 'Token', 'Value', 'Use']}>
        {(Object.entries(tokens.motion.easing) as [EasingToken, string][]).map(([name, value]) => (
          <tr key={name}>
            <td style={cell}>
              <EasingCurve easing={value} />
            </td>
            <td style={{ ...cell, ...code }}>motion.easing.{name}</td>
            <td style={{ ...cell, ...code }}>{value}</td>
            <td style={cell}>{easingUse[name]}</td>
          </tr>
        ))}
      </Table>
      <Table
        caption="Timing of tooltips and menus (SPEC.md section 9)"
        columns={['Token', 'Value', 'Meaning']}
      >
        {(Object.entries(tooltipTiming) as [keyof typeof tooltipTiming, number][]).map(
          ([name, value]) => (
            <tr key={name}>
              <td style={{ ...cell, ...code }}>tooltipTiming.{name}</td>
              <td style={{ ...cell, ...code }}>{value}</td>
              <td style={cell}>{timingUse[name]}</td>
            </tr>
          ),
        )}
      </Table>
    </div>
  );
}
