import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';
// The plain token module, not the theme: the manager is no vanilla-extract build.
import { tokens } from '../packages/ui/src/theme/tokens.ts';

const { color, font, radius } = tokens;

const lindner = create({
  base: 'light',
  // The logo is a square mark: beside the name, at text size, rather than as a banner image.
  brandTitle:
    '<span style="display:inline-flex;align-items:center;gap:8px">' +
    '<img src="./brand/favicon.svg" alt="" width="28" height="28">Lindner design system</span>',
  brandUrl: './',
  brandTarget: '_self',

  colorPrimary: color.brand,
  colorSecondary: color.brandDark,

  appBg: color.surface,
  appContentBg: color.background,
  appPreviewBg: color.background,
  appBorderColor: color.borderSubtle,
  appBorderRadius: parseInt(radius.standard, 10),

  fontBase: font.text,
  fontCode: 'ui-monospace, "SFMono-Regular", Menlo, monospace',

  textColor: color.text,
  textInverseColor: color.textOnBrand,
  textMutedColor: color.textMuted,

  barTextColor: color.textMuted,
  barSelectedColor: color.brandDark,
  barHoverColor: color.brandDark,
  barBg: color.background,

  inputBg: color.background,
  inputBorder: color.border,
  inputTextColor: color.text,
  inputBorderRadius: parseInt(radius.standard, 10),
});

addons.setConfig({
  theme: lindner,
  sidebar: {
    // `UI/…` stays the titles' root so that story ids (and screenshot names) keep; the sidebar
    // calls it what it is. A component's status (its `beta` tag) shows beside its name.
    renderLabel: (item) => {
      if (item.type === 'root' && item.name === 'UI') return 'Design system';
      return item.type === 'component' && item.tags.includes('beta')
        ? `${item.name} · beta`
        : item.name;
    },
  },
});
