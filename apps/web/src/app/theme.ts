import {
  createTheme,
  darken,
  Loader,
  luminance,
  type CSSVariablesResolver,
  type MantineColorsTuple,
} from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 7 keeps white button text and indigo links at 4.5:1 or more (WCAG AA); Mantine's 6 gives 4.3:1.
  primaryShade: { light: 7, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'Inter, "Liberation Sans", Arial, sans-serif',
  headings: { fontFamily: 'Inter, "Liberation Sans", Arial, sans-serif' },
  components: {
    // A spinner is named by its aria-label ("Loading the papers"), which a bare span may not carry.
    Loader: Loader.extend({ defaultProps: { role: 'status' } }),
  },
});

/** WCAG AA contrast for normal-size text. */
const MIN_TEXT_CONTRAST = 4.5;

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

/**
 * Mantine's light variant writes shade 9 on shade 1; for orange, teal, green, lime and yellow that pair is
 * under 4.5:1, so their text is darkened just enough to reach it. The other palettes keep shade 9.
 */
function readableLightColor(shades: MantineColorsTuple): string {
  let color = shades[9];
  for (let amount = 0.05; contrastRatio(color, shades[1]) < MIN_TEXT_CONTRAST && amount < 1; amount += 0.05)
    color = darken(shades[9], amount);
  return color;
}

/**
 * The light scheme's colours that text is written in, brought to WCAG AA: the dimmed grey (Mantine's
 * gray.6 is 3.3:1 on white) becomes one that keeps 5:1 even on gray.2 panels, placeholders, and
 * light-variant text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (current) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5c636a',
    // Mantine's gray.5 placeholder is 2.1:1 on white; this grey is 4.7:1 and still lighter than text.
    '--mantine-color-placeholder': '#6c757d',
    ...Object.fromEntries(
      Object.entries(current.colors).map(([name, shades]) => [
        `--mantine-color-${name}-light-color`,
        readableLightColor(shades),
      ]),
    ),
  },
  dark: {},
});
