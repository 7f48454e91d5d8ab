/** The raw design tokens. Components read them through `vars` (theme.css.ts), never directly. */

export const breakpoints = {
  sm: 480,
  md: 768,
  lg: 1024,
  xl: 1280,
  xxl: 1440,
  xxxl: 1680,
  max: 1920,
} as const;

export type Breakpoint = keyof typeof breakpoints;

export const contentMaxWidth = 1280;
export const gridColumns = 16;

export const tokens = {
  color: {
    /** The brand's red as a fill (the main button, marks, borders): 4.5:1 only on white. */
    brand: '#e2001a',
    /** The brand fill under the pointer or pressed. */
    brandDark: '#b00014',
    brandLight: '#fde8ea',
    /**
     * Brand-coloured text and icons (links, secondary buttons): the red at 4.5:1 or more on
     * every light surface, where `brand` has 4.49:1 on `surface`.
     */
    brandText: '#b00014',
    text: '#1a1a1a',
    textMuted: '#595959',
    textOnBrand: '#ffffff',
    background: '#ffffff',
    surface: '#f4f4f4',
    surfaceStrong: '#e6e6e6',
    border: '#8c8c8c',
    borderSubtle: '#d9d9d9',
    focus: '#0b57d0',
    info: '#0b57d0',
    infoSurface: '#e8f0fe',
    success: '#1e7d32',
    successSurface: '#e6f4ea',
    warning: '#8a5300',
    warningSurface: '#fff4e0',
    critical: '#b00014',
    criticalSurface: '#fde8ea',
  },
  font: {
    heading: 'Poppins, "Helvetica Neue", Arial, sans-serif',
    text: 'Roboto, "Helvetica Neue", Arial, sans-serif',
  },
  fontSize: {
    xsmall: '0.75rem',
    small: '0.875rem',
    standard: '1rem',
    large: '1.125rem',
    h4: '1.25rem',
    h3: '1.5rem',
    h2: '1.875rem',
    h1: '2.25rem',
  },
  lineHeight: {
    tight: '1.2',
    standard: '1.5',
  },
  fontWeight: {
    regular: '400',
    medium: '500',
    strong: '700',
  },
  space: {
    none: '0',
    xxsmall: '0.25rem',
    xsmall: '0.5rem',
    small: '0.75rem',
    medium: '1rem',
    large: '1.5rem',
    xlarge: '2rem',
    xxlarge: '3rem',
  },
  radius: {
    small: '2px',
    standard: '4px',
    large: '8px',
    full: '9999px',
  },
  shadow: {
    small: '0 1px 3px rgba(0, 0, 0, 0.2)',
    large: '0 4px 16px rgba(0, 0, 0, 0.2)',
  },
  size: {
    /** The smallest area a finger can hit reliably (WCAG 2.5.5): buttons, links, form controls. */
    touchTarget: '44px',
  },
  headerHeight: {
    small: '50px',
    large: '80px',
  },
  contentMaxWidth: `${contentMaxWidth}px`,
  zIndex: {
    header: '100',
    bottomArea: '200',
    tooltip: '300',
    toast: '400',
  },
  /**
   * How long a change takes and how it moves. Under `prefers-reduced-motion: reduce` every
   * duration is 0 ms (theme.css.ts): what moves or fades just appears, at its final state.
   */
  motion: {
    duration: {
      /** A colour or border that answers the pointer or a choice; a small thing fading in. */
      fast: '120ms',
      /** Something leaving: a toast or tooltip fading out. */
      base: '150ms',
      /** Something arriving from elsewhere: a toast sliding in, a swiped toast going back. */
      slow: '200ms',
    },
    easing: {
      /** A change in place (colour, a swiped toast going back). */
      standard: 'cubic-bezier(0.2, 0, 0.38, 0.9)',
      /** Arriving: fast, then settling. */
      enter: 'cubic-bezier(0, 0, 0.38, 0.9)',
      /** Leaving: slow, then gone. */
      exit: 'cubic-bezier(0.2, 0, 1, 0.9)',
    },
  },
} as const;

/** Timing constants of SPEC.md section 9, in milliseconds. */
export const tooltipTiming = {
  showDelay: 200,
  menuCloseDelay: 400,
  dispose: 150,
  distance: 5,
} as const;
