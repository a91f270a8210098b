/** A position on a page, in the model's unscaled page units (see model.ts). */
export interface Point {
  x: number;
  y: number;
}
