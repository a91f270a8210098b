import { colorString, type RGB } from '@cantoo/pdf-lib';

export type Rgb = [number, number, number];

export const BLACK: Rgb = [0, 0, 0];

/** Three decimals still tell all 256 levels of a channel apart; pdf-lib would write sixteen. */
const channel = (value: number) => Math.round(value * 1000) / 1000;

/**
 * A CSS colour ('#e03131', '#abc', 'red', 'rgb(…)': the pen's colours and what MathJax writes for
 * \color) as 0..1 components; null when it is not one.
 */
export function cssColor(value: string): Rgb | null {
  try {
    // colorString always converts to RGB; its declared type is the union of colour spaces.
    const { red, green, blue } = colorString(value.trim()).rgb as RGB;
    return [channel(red), channel(green), channel(blue)];
  } catch {
    return null;
  }
}
