import { expect, type Locator, type Page } from '@playwright/test';
import { practiseThroughApi } from './practice';
import { signInAsAdmin, signInAsGuest } from './session';

/**
 * Every page of the web app's router (apps/web/src/app/router.tsx), with who opens it and what shows that
 * it has rendered. A new page joins the checks that walk this list (accessibility.e2e.ts) with one line.
 */

/** Who opens the page: a visitor without a session, a guest, a registered student, or the e2e admin. */
export type Visitor = 'visitor' | 'guest' | 'student' | 'admin';

export interface AppPage {
  path: string;
  as: Visitor;
  /** What is on screen once the page has rendered (so a redirect or a loading state is never checked). */
  ready: (page: Page) => Locator;
  /** An API call held unanswered while the page is checked, for a page that only shows while it waits. */
  hold?: string;
  /** For a route with a database id in it: finds the real path through the API (ids are never hard-coded). */
  resolve?: (page: Page) => Promise<string>;
  /** A page of hundreds of elements, whose two axe scans take over a minute together on a quiet machine. */
  large?: true;
}

const heading = (name: string) => (page: Page) => page.getByRole('heading', { level: 1, name, exact: true });
const dialog = (name: string) => (page: Page) => page.getByRole('dialog', { name });
const status = (text: string) => (page: Page) => page.getByRole('status').filter({ hasText: text });

export const APP_PAGES: readonly AppPage[] = [
  { path: '/', as: 'visitor', ready: heading('Exam prep for A-level, AP and IB, powered by AI') },
  { path: '/login', as: 'visitor', ready: heading('Welcome back') },
  { path: '/register', as: 'visitor', ready: heading('Create your account') },
  { path: '/forgot-password', as: 'visitor', ready: heading('Forgot your password?') },
  { path: '/reset-password', as: 'visitor', ready: heading('Choose a new password') },
  { path: '/reset-password?token=sample-token', as: 'visitor', ready: heading('Choose a new password') },
  { path: '/logout', as: 'guest', ready: status('Logging out…'), hold: '**/api/logout' },
  { path: '/terms', as: 'visitor', ready: heading('Terms of Service') },
  { path: '/privacy-policy', as: 'visitor', ready: heading('Privacy Policy') },
  { path: '/image-text-convertor', as: 'visitor', ready: heading('Image to Text') },
  { path: '/no-such-page', as: 'visitor', ready: heading('Page not found') },
  { path: '/home', as: 'guest', ready: heading('What do you need help with?') },
  { path: '/home?open=notes', as: 'guest', ready: dialog('Lecture Notes Generator') },
  { path: '/home?open=slides', as: 'guest', ready: dialog('Lecture Slides Generator') },
  { path: '/profile', as: 'guest', ready: heading('Profile') },
  { path: '/profile', as: 'student', ready: heading('Profile') },
  { path: '/profile?tab=password', as: 'student', ready: heading('Profile') },
  { path: '/cookie-policy', as: 'guest', ready: heading('Cookie Policy') },
  { path: '/latex-editor', as: 'guest', ready: heading('LaTeX Editor') },
  { path: '/google-drive', as: 'guest', ready: heading('Math Papers') },
  { path: '/plot-generator', as: 'guest', ready: heading('Plot Generator') },
  { path: '/quiz-generator', as: 'guest', ready: heading('Quiz Generator') },
  { path: '/essayhelper', as: 'guest', ready: heading('AP Essay Helper') },
  { path: '/pdf-editor', as: 'guest', ready: heading('PDF Editor') },
  { path: '/questions/edit', as: 'guest', ready: heading('Upload a Question') },
  { path: '/questions/edit', as: 'student', ready: heading('Upload a Question') },
  { path: '/questions/edit/1', as: 'student', ready: heading('Edit Question') },
  { path: '/pending-questions', as: 'student', ready: heading('Pending Questions') },
  { path: '/pending-questions', as: 'admin', ready: heading('Pending Questions') },
  { path: '/pending-questions/1', as: 'admin', ready: heading('Pending Question') },
  {
    path: '/pending-questions?tab=papers',
    as: 'admin',
    ready: (page) => page.getByRole('tab', { name: 'Papers', selected: true }),
  },
  {
    path: '/pending-questions?tab=reports',
    as: 'admin',
    ready: (page) => page.getByRole('tab', { name: 'Reports', selected: true }),
  },
  { path: '/pending-questions/papers/1', as: 'admin', ready: heading('Pending Paper') },
  { path: '/upload', as: 'guest', ready: heading('Upload a Paper') },
  { path: '/upload', as: 'student', ready: (page) => page.getByRole('heading', { name: 'My uploads' }) },
  { path: '/student-feedback-generator', as: 'student', ready: heading('Feedback Generator') },
  { path: '/student-feedback-generator', as: 'admin', ready: heading('Feedback Generator') },
  { path: '/question-search', as: 'guest', ready: heading('Question Search') },
  {
    path: '/question-search?q=pythagorus&subject=Mathematics',
    as: 'student',
    ready: heading('Question Search'),
  },
  {
    path: '/past-papers',
    as: 'guest',
    ready: (page) => page.getByRole('button', { name: /^Open / }).first(),
  },
  {
    path: '/past-papers?paper=alevel-chemistry-aqa-practice-2026-1',
    as: 'guest',
    ready: (page) => page.getByRole('heading', { name: 'Questions in this paper' }),
  },
  {
    path: '/exam-question/:id',
    as: 'guest',
    ready: heading('Cart accelerating on a track'),
    resolve: async (page) =>
      `/exam-question/${await questionIdByTitle(page, 'Cart accelerating on a track')}`,
  },
  { path: '/exam-grader', as: 'guest', ready: heading('Exam Grader') },
  { path: '/formula-search', as: 'guest', ready: heading('Formula Search') },
  {
    path: '/formula-search?q=kinetic%20energy&id=kinetic-energy',
    as: 'student',
    ready: (page) => page.getByRole('heading', { level: 2, name: 'Kinetic energy' }),
  },
  { path: '/calculator', as: 'guest', ready: heading('Calculator') },
  { path: '/calculator?expression=x%5E2%20-%204', as: 'guest', ready: heading('Calculator') },
  { path: '/user-stat', as: 'guest', ready: (page) => page.getByText('Nothing here yet') },
  { path: '/topic-selector', as: 'guest', ready: heading('Course Helper') },
  {
    path: '/topic-selector?syllabus=ap-physics-1',
    as: 'guest',
    ready: (page) => page.getByRole('button', { name: 'Expand 1 Kinematics' }),
  },
  {
    path: '/user-stat',
    as: 'student',
    ready: (page) => page.getByRole('heading', { name: 'Scores over time' }),
    resolve: async (page) => {
      await practiseThroughApi(page);
      return '/user-stat';
    },
  },
  { path: '/chatbox', as: 'guest', ready: heading('AI Chatbox') },
  {
    path: '/knowledge-network?syllabus=ap-physics-1',
    as: 'guest',
    ready: (page) => page.getByRole('status').filter({ hasText: /^Showing \d+ of 51 points/ }),
  },
  {
    path: '/knowledge-network?syllabus=alevel-physics-aqa&view=subject&list=1',
    as: 'guest',
    ready: (page) => page.getByRole('status').filter({ hasText: 'Showing 308 of 308 points' }),
    large: true,
  },
];

/** The id of the approved question with this exact title, found through the search API. */
export async function questionIdByTitle(page: Page, title: string): Promise<string> {
  const response = await page.request.get('/api/questions', { params: { q: title, pageSize: 50 } });
  expect(response.ok(), await response.text()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  const found = items.find((item) => item.title === title);
  expect(found, `no question titled "${title}"`).toBeDefined();
  return found!.id;
}

const STUDENT_PASSWORD = 'a11y-pass-123';

/** Gives the page's browser context the session `as` asks for (a fresh guest or a new student). */
export async function signInAs(page: Page, as: Visitor) {
  if (as === 'guest') await signInAsGuest(page);
  if (as === 'admin') await signInAsAdmin(page);
  if (as !== 'student') return;
  const email = `pages-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const registered = await page.request.post('/api/register', {
    data: {
      username: email,
      email,
      password: STUDENT_PASSWORD,
      role: 'student',
      accessCode: '',
      fullName: 'Page Tester',
    },
  });
  expect(registered.status(), await registered.text()).toBeLessThan(300);
  const login = await page.request.post('/api/login', {
    data: { username: email, password: STUDENT_PASSWORD },
  });
  expect(login.ok(), await login.text()).toBe(true);
}

/**
 * Opens an app page as its visitor and waits until it has rendered and its finite transitions (a modal's
 * fade-in, a tab's slide) have ended, so what is checked is what a person sees once the page is still.
 */
export async function openAppPage(page: Page, appPage: AppPage) {
  await signInAs(page, appPage.as);
  // never answered: the page stays in the state it shows while it waits
  if (appPage.hold) await page.route(appPage.hold, () => undefined);
  await page.goto(appPage.resolve ? await appPage.resolve(page) : appPage.path);
  // A page's lazy chunk (the generator modals load pdf.js and the editor) can take longer than the usual
  // 10 s to arrive while the other Playwright worker keeps the second core busy.
  await expect(appPage.ready(page)).toBeVisible({ timeout: 30_000 });
  await waitForStillness(page);
}

/** Waits until the page's finite animations and transitions have ended (endless spinners do not count). */
export async function waitForStillness(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
