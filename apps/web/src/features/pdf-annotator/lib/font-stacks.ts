import type { FontFamily } from '@eps/pdf-annotate/model';

/**
 * CSS font stacks for the six families: the family itself, then its metric-compatible open twin (what a
 * Linux machine or a phone usually has instead), then the generic family.
 */
export const FONT_STACKS: Record<FontFamily, string> = {
  Arial: "Arial, 'Liberation Sans', Helvetica, sans-serif",
  'Times New Roman': "'Times New Roman', 'Liberation Serif', Times, serif",
  'Courier New': "'Courier New', 'Liberation Mono', Courier, monospace",
  Georgia: "Georgia, Gelasio, 'DejaVu Serif', serif",
  Verdana: "Verdana, 'DejaVu Sans', sans-serif",
  Tahoma: "Tahoma, 'DejaVu Sans', sans-serif",
};
