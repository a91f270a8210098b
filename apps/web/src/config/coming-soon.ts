/**
 * Routes of the spec whose tools later issues build. Until then each shows an honest
 * "coming soon" page naming the tool and what it will do; nothing on them pretends to work.
 */
export interface PlannedTool {
  path: string;
  title: string;
  summary: string;
}

export const PLANNED_TOOLS: readonly PlannedTool[] = [
  {
    path: '/topic-selector',
    title: 'Course Helper',
    summary: 'Choose a course and topic and get focused practice.',
  },
  {
    path: '/chatbox',
    title: 'AI Chatbox',
    summary: 'Ask study questions and get worked answers with maths.',
  },
  { path: '/calculator', title: 'Calculator', summary: 'A scientific calculator with units and algebra.' },
  { path: '/knowledge-network', title: 'Knowledge Galaxy', summary: 'See how topics connect.' },
  { path: '/formula-search', title: 'Formula Search', summary: 'Find a formula by name or purpose.' },
  { path: '/user-stat', title: 'User Statistics', summary: 'Your study activity and scores over time.' },
];
