import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** Brand teal (docs/web-app.md#language-and-look). Shade 6 is exactly #0abab5 and is the filled shade, so primary buttons use it. */
export const BRAND_TEAL = '#0abab5';

const brand: MantineColorsTuple = [
  '#e6fbfa',
  '#c9f2f0',
  '#98e4e1',
  '#62d5d1',
  '#37c9c4',
  '#1cc1bc',
  BRAND_TEAL,
  '#00a39f',
  '#008884',
  '#006b68',
];

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: { light: 6, dark: 6 },
  colors: { brand },
  // White on #0abab5 is 2.4:1; autoContrast puts black text on it instead (8.7:1, WCAG AA).
  autoContrast: true,
  white: '#ffffff',
  black: '#1a1b1e',
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
});

/**
 * Text colours that pass WCAG AA on white: links in the darkest brand shade (#0abab5 text would be 2.4:1),
 * dimmed text in gray 7 (Mantine's gray 6 is 3.3:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-anchor': 'var(--mantine-color-brand-9)',
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Field errors: Mantine's red 6 is 3.3:1 on white; red 9 is 5.5:1.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});
