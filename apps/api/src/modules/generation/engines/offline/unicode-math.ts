/** Unicode the default utf8/T1 set-up lacks but a math symbol shows faithfully. */
// prettier-ignore
export const UNICODE_MATH: Record<string, string> = {
  α: '\\alpha', β: '\\beta', γ: '\\gamma', δ: '\\delta', ε: '\\varepsilon', ζ: '\\zeta', η: '\\eta',
  θ: '\\theta', ι: '\\iota', κ: '\\kappa', λ: '\\lambda', μ: '\\mu', ν: '\\nu', ξ: '\\xi', π: '\\pi',
  ρ: '\\rho', σ: '\\sigma', ς: '\\varsigma', τ: '\\tau', υ: '\\upsilon', φ: '\\phi', χ: '\\chi',
  ψ: '\\psi', ω: '\\omega', Γ: '\\Gamma', Δ: '\\Delta', Θ: '\\Theta', Λ: '\\Lambda', Ξ: '\\Xi', Π: '\\Pi',
  Σ: '\\Sigma', Υ: '\\Upsilon', Φ: '\\Phi', Ψ: '\\Psi', Ω: '\\Omega', '∆': '\\Delta', '≤': '\\leq',
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
