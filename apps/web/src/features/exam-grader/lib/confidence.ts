/** The server's line (grading.service BORDERLINE_CONFIDENCE): below it a decision is borderline. */
export const BORDERLINE_CONFIDENCE = 0.7;

/** A confidence (0 to 1) in words, so the number is never the only cue. */
export function confidenceWords(confidence: number): string {
  if (confidence >= 0.9) return 'Very sure';
  if (confidence >= BORDERLINE_CONFIDENCE) return 'Fairly sure';
  if (confidence >= 0.5) return 'Unsure';
  return 'A guess';
}

export function confidenceColour(confidence: number): string {
  if (confidence >= 0.9) return 'teal';
  if (confidence >= BORDERLINE_CONFIDENCE) return 'blue';
  return 'orange';
}
