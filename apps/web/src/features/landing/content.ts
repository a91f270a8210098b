/** Marketing claims of spec section 1. */
export const STATS = [
  { value: '50K+', label: 'Students' },
  { value: '1K+', label: 'Past papers' },
  { value: '95%', label: 'Success rate' },
  { value: '24/7', label: 'Support' },
  { value: '100+', label: 'Countries' },
] as const;

export type FeatureIcon = 'chat' | 'papers' | 'grader' | 'quiz';

/** The four landing cards of spec section 2 "Landing"; each logs in as a guest, then opens its route. */
export const FEATURES: readonly {
  title: string;
  path: string;
  icon: FeatureIcon;
  color: string;
  text: string;
}[] = [
  {
    title: 'AI Chatbox',
    path: '/chatbox',
    icon: 'chat',
    color: 'indigo',
    text: 'Ask any study question and get a step-by-step answer with the maths written out.',
  },
  {
    title: 'Past Papers',
    path: '/past-papers',
    icon: 'papers',
    color: 'teal',
    text: 'Practise with past exam papers and their mark schemes for A-level, AP and IB.',
  },
  {
    title: 'Exam Grader',
    path: '/exam-grader',
    icon: 'grader',
    color: 'orange',
    text: 'Upload your answers and see how they would score against the mark scheme.',
  },
  {
    title: 'Quiz Generator',
    path: '/quiz-generator',
    icon: 'quiz',
    color: 'grape',
    text: 'Turn your notes or a topic into a quiz and test yourself before the exam.',
  },
];

export const STEPS = [
  {
    title: 'Start in one click',
    text: 'Try every tool as a guest, no sign-up needed. Create an account when you want to keep your work.',
  },
  {
    title: 'Pick your tool',
    text: 'Chat through a problem, practise a past paper, grade an answer or quiz yourself on a topic.',
  },
  {
    title: 'Learn from feedback',
    text: 'See worked solutions and mark-scheme feedback, then try again until it sticks.',
  },
] as const;
