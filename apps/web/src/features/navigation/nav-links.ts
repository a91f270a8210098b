/** The 5 top-bar links of spec section 2 "Top bar and sidebar". */
export const NAV_LINKS = [
  { label: 'Home', to: '/home' },
  { label: 'Chatbox', to: '/chatbox' },
  { label: 'Past Papers', to: '/past-papers' },
  { label: 'Exam Grader', to: '/exam-grader' },
  { label: 'Quiz Generator', to: '/quiz-generator' },
] as const;
