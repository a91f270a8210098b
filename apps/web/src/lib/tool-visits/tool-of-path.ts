import type { StatToolId } from '@eps/contracts';

/** The tool pages whose time counts in /user-stat, by route (spec section 2). */
const TOOL_ROUTES: ReadonlyArray<[prefix: string, tool: StatToolId]> = [
  ['/topic-selector', 'course-helper'],
  ['/plot-generator', 'plot-generator'],
  ['/google-drive', 'math-papers'],
  ['/calculator', 'calculator'],
  ['/image-text-convertor', 'image-to-text'],
  ['/latex-editor', 'compile-latex'],
  ['/knowledge-network', 'knowledge-galaxy'],
  ['/formula-search', 'formula-search'],
  ['/question-search', 'question-search'],
  ['/pdf-editor', 'pdf-editor'],
  ['/essayhelper', 'essay-helper'],
  ['/chatbox', 'chatbox'],
  ['/past-papers', 'past-papers'],
  ['/exam-question/', 'exam-question'],
  ['/exam-grader', 'exam-grader'],
  ['/quiz-generator', 'quiz-generator'],
  ['/student-feedback-generator', 'student-feedback-generator'],
];

/** The tool a route belongs to, or null for pages that are not a tool (home, profile, statistics). */
export function toolOfPath(pathname: string): StatToolId | null {
  const path = pathname.replace(/\/+$/, '') || '/';
  for (const [prefix, tool] of TOOL_ROUTES) {
    if (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix || path.startsWith(`${prefix}/`))
      return tool;
  }
  return null;
}
