import { GREEK_LATEX } from '../../../../common/greek-letters';

/** Unicode the default utf8/T1 set-up lacks but a math symbol shows faithfully. */
// prettier-ignore
export const UNICODE_MATH: Record<string, string> = {
  ...GREEK_LATEX, '≤': '\\leq',
  '≥': '\\geq', '≠': '\\neq', '≈': '\\approx', '∞': '\\infty', '∑': '\\sum', '∫': '\\int',
  '∂': '\\partial', '∝': '\\propto', '⇒': '\\Rightarrow', '⇔': '\\Leftrightarrow', '√': '\\surd',
  '′': "'", '″': "''", '∈': '\\in', '∇': '\\nabla', '≡': '\\equiv', '∼': '\\sim',
};

/** Superscripts and operators typed as characters, in math. */
// prettier-ignore
export const UNICODE_SCRIPTS: Record<string, string> = {
  '²': '^2', '³': '^3', '¹': '^1', '·': '\\cdot ', '×': '\\times ', '÷': '\\div ', '±': '\\pm ', '−': '-',
  '°': '^\\circ ', '…': '\\ldots ',
};
