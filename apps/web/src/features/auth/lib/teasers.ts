/** The six login-page teasers of spec section 2 "Login", in order. */
export interface Teaser {
  title: string;
  summary: string;
  lines: string[];
}

export const TEASERS: readonly Teaser[] = [
  {
    title: 'Course Helper',
    summary: 'Pick a course and a topic and get focused practice.',
    lines: [
      '> Course: AP Calculus BC',
      '> Topic: Integration by parts',
      'Here are 5 practice questions, easiest first.',
    ],
  },
  {
    title: 'Plot Generator',
    summary: 'Turn a few lines of Python into a clean plot.',
    lines: ['x = np.linspace(0, 2 * np.pi, 200)', 'plt.plot(x, np.sin(x))', 'Plot ready: sine_wave.png'],
  },
  {
    title: 'Chatbox',
    summary: 'Ask anything and get worked answers with the maths shown.',
    lines: [
      'You: Differentiate x² · sin x',
      'AI: Use the product rule (uv)′ = u′v + uv′',
      '= 2x · sin x + x² · cos x',
    ],
  },
  {
    title: 'Calculator',
    summary: 'Numbers, units and algebra in one place.',
    lines: ['∫₀¹ x² dx', '= 1/3 ≈ 0.3333', '9.81 m/s² × 2 s = 19.62 m/s'],
  },
  {
    title: 'Exam Grader',
    summary: 'Get your answers marked against the mark scheme.',
    lines: [
      'Question 3(b): 4 / 5 marks',
      'Method correct, final answer missing units.',
      'Tip: always state m/s for velocity.',
    ],
  },
  {
    title: 'Question Search',
    summary: 'Find past exam questions by topic, keyword or year.',
    lines: ['Search: "projectile motion"', 'Found 42 questions (2015–2024)', 'Top match: IB Physics P2, Q4'],
  },
];

/** How long each teaser stays (spec section 9). */
export const TEASER_INTERVAL_MS = 8000;
/** Pause before a slide's first line (and between lines) starts typing. */
export const TYPE_START_DELAY_MS = 1000;
/** Time per typed character. */
export const TYPE_CHAR_MS = 35;
