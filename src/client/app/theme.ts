import {
  type CSSVariablesResolver,
  createTheme,
  darken,
  defaultVariantColorsResolver,
  type MantineColorsTuple,
  parseThemeColor,
  type VariantColorsResolver,
} from '@mantine/core';

/** Deep maroon: the colour of a Pakistani wedding, warm and serious. White text on shade 7 is AAA. */
const maroon: MantineColorsTuple = [
  '#fcf0f3',
  '#f4dde3',
  '#e7b7c3',
  '#da8ea1',
  '#ce6a83',
  '#c5526f',
  '#a93c58',
  '#8c2f48',
  '#73263b',
  '#5a1d2e',
];

/** Gold accent, used sparingly (highlights, focus on dark backgrounds). */
const gold: MantineColorsTuple = [
  '#fff8e1',
  '#ffefc0',
  '#fde08a',
  '#fbcf52',
  '#f9c12b',
  '#f2b20f',
  '#d39a00',
  '#a97b00',
  '#825f00',
  '#5f4500',
];

const systemFont =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif';

/**
 * Colours that pass WCAG AA (4.5:1): light-variant text (badges, alerts) darker than shade 9 on its tinted
 * background, and filled variants dark enough for white text.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor || parsed.color === 'maroon') return colors;
  if (input.variant === 'filled') {
    // White text needs a darker fill than Mantine's shade 6 of green, orange, yellow or blue.
    const fill = darken(input.theme.colors[parsed.color][8], 0.3);
    return { ...colors, background: fill, hover: darken(fill, 0.15), color: '#fff' };
  }
  if (input.variant !== 'light') return colors;
  // Mantine's own shade 9 of green, orange or yellow is still under 4.5:1 on the tinted background.
  return { ...colors, color: darken(input.theme.colors[parsed.color][9], 0.4) };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'maroon',
  primaryShade: { light: 7, dark: 5 },
  colors: { maroon, gold },
  fontFamily: systemFont,
  headings: {
    fontFamily: `Georgia, Cambria, "Times New Roman", serif`,
    fontWeight: '700',
  },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
  autoContrast: true,
  respectReducedMotion: true,
  components: {
    // A dialog leaves in 100 ms once saved or dismissed (issue 29, decision 069: closed within 300 ms of the
    // server's answer); it still arrives in Mantine's 200 ms.
    Modal: {
      defaultProps: { transitionProps: { transition: 'fade-down', duration: 200, exitDuration: 100 } },
    },
  },
});

/** Mantine's default `dimmed` grey is below 4.5:1 on white; ours passes WCAG AA for body text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': '#5c636b' },
  dark: {},
});
