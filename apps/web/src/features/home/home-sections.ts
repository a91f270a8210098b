import type { ToolId } from '@eps/contracts';

/**
 * A card on the home page. Catalogue tools carry their `toolId` (opening them records the use, and
 * their name, icon, colour and description come from src/config/tools.ts); the others are plain links.
 */
export type HomeCard =
  | { kind: 'tool'; toolId: ToolId; name?: string }
  | { kind: 'link'; name: string; to: string; icon: string; color: string; description: string };

export interface HomeSection {
  title: string;
  description: string;
  cards: HomeCard[];
}

export const HOME_SECTIONS: readonly HomeSection[] = [
  {
    title: 'Main',
    description: 'The core study tools.',
    cards: [
      {
        kind: 'link',
        name: 'Chatbox',
        to: '/chatbox',
        icon: 'message-chatbot',
        color: 'indigo',
        description: 'Ask study questions and get worked answers.',
      },
      {
        kind: 'link',
        name: 'Past Papers',
        to: '/past-papers',
        icon: 'file-text',
        color: 'blue',
        description: 'Practise with past papers and mark schemes.',
      },
      {
        kind: 'link',
        name: 'Exam Grader',
        to: '/exam-grader',
        icon: 'clipboard-check',
        color: 'teal',
        description: 'Get your answers marked against a mark scheme.',
      },
      {
        kind: 'link',
        name: 'Quiz Generator',
        to: '/quiz-generator',
        icon: 'checklist',
        color: 'orange',
        description: 'Make a quiz from your notes or a topic.',
      },
      { kind: 'tool', toolId: 'essay-helper' },
    ],
  },
  {
    title: 'Advanced',
    description: 'Generate plots, notes and slides.',
    cards: [
      { kind: 'tool', toolId: 'plot-generator' },
      { kind: 'tool', toolId: 'notes-generation' },
      { kind: 'tool', toolId: 'slides-generation' },
      { kind: 'tool', toolId: 'calculator' },
    ],
  },
  {
    title: 'Utility',
    description: 'Helpers for everyday study.',
    cards: [
      { kind: 'tool', toolId: 'course-helper' },
      { kind: 'tool', toolId: 'math-papers' },
      { kind: 'tool', toolId: 'image-to-text' },
      { kind: 'tool', toolId: 'compile-latex' },
      { kind: 'tool', toolId: 'knowledge-galaxy' },
      {
        kind: 'link',
        name: 'Feedback Generator',
        to: '/student-feedback-generator',
        icon: 'message',
        color: 'grape',
        description: 'Write structured feedback on student work.',
      },
      { kind: 'tool', toolId: 'question-search' },
      { kind: 'tool', toolId: 'pdf-editor' },
    ],
  },
];

/** The footer links of the home page (spec section 2 "Home"). */
export const FOOTER_LINKS = [
  { label: 'Privacy Policy', to: '/privacy-policy' },
  { label: 'Terms of Service', to: '/terms' },
  { label: 'Cookie Policy', to: '/cookie-policy' },
] as const;

export const FOOTER_TOOL_LINKS = [
  { label: 'Upload', to: '/questions/edit' },
  { label: 'Convert Image', to: '/image-text-convertor' },
  { label: 'Latex Editor', to: '/latex-editor' },
] as const;

export const EXTERNAL_RESOURCES = [
  { label: 'AP Central', href: 'https://apcentral.collegeboard.org/' },
  { label: 'International Baccalaureate', href: 'https://www.ibo.org/' },
  { label: 'Khan Academy', href: 'https://www.khanacademy.org/' },
  { label: 'Physics & Maths Tutor', href: 'https://www.physicsandmathstutor.com/' },
] as const;

/** The /chatbox address that carries a question from the home search box (survives a reload). */
export function chatboxHref(question: string): string {
  return `/chatbox?${new URLSearchParams({ questionPrompt: question }).toString()}`;
}
