import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { FullPageLoader } from '@/components/FullPageLoader';

/** Under the top bar, which stays up while a page's chunk loads. */
const UNDER_TOP_BAR = (
  <Center mih="calc(100vh - 60px)" role="status" aria-live="polite">
    <Loader aria-label="loading..." />
  </Center>
);

/**
 * Every page but the landing page loads as its own chunk, and the signed-in shell (top bar, sidebar,
 * generator modals) as one more, so a first visit to / downloads only what that page shows, and the
 * tools that bring heavy libraries (CodeMirror, pdf.js, KaTeX) load only when opened.
 */
function lazyPage<P extends object>(load: () => Promise<ComponentType<P>>, fallback: ReactNode) {
  const Page = lazy(async () => ({ default: await load() }));
  return function LazyPage(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Page {...props} />
      </Suspense>
    );
  };
}

export const ProtectedLayout = lazyPage(
  async () => (await import('./ProtectedLayout')).ProtectedLayout,
  <FullPageLoader />,
);

// The login and register pages' own modules rather than the auth feature's index: signing in does not
// need the registration form, its popups and its password checks, nor registering the login page.
export const LoginPage = lazyPage(
  async () => (await import('@/features/auth/LoginPage')).LoginPage,
  <FullPageLoader />,
);
export const RegisterPage = lazyPage(
  async () => (await import('@/features/auth/RegisterPage')).RegisterPage,
  <FullPageLoader />,
);
export const ForgotPasswordPage = lazyPage(
  async () => (await import('@/features/auth')).ForgotPasswordPage,
  <FullPageLoader />,
);
export const ResetPasswordPage = lazyPage(
  async () => (await import('@/features/auth')).ResetPasswordPage,
  <FullPageLoader />,
);
export const LogoutPage = lazyPage(
  async () => (await import('@/features/auth')).LogoutPage,
  <FullPageLoader />,
);
export const TermsPage = lazyPage(
  async () => (await import('@/features/legal')).TermsPage,
  <FullPageLoader />,
);
export const PrivacyPolicyPage = lazyPage(
  async () => (await import('@/features/legal')).PrivacyPolicyPage,
  <FullPageLoader />,
);

export const HomePage = lazyPage(async () => (await import('@/features/home')).HomePage, UNDER_TOP_BAR);
export const ProfilePage = lazyPage(
  async () => (await import('@/features/profile')).ProfilePage,
  UNDER_TOP_BAR,
);
export const CookiePolicyPage = lazyPage(
  async () => (await import('@/features/legal')).CookiePolicyPage,
  UNDER_TOP_BAR,
);

export const DrivePage = lazyPage(async () => (await import('@/features/drive')).DrivePage, UNDER_TOP_BAR);
export const LatexEditorPage = lazyPage(
  async () => (await import('@/features/latex-editor')).LatexEditorPage,
  UNDER_TOP_BAR,
);
export const FormulaSearchPage = lazyPage(
  async () => (await import('@/features/formula-search')).FormulaSearchPage,
  UNDER_TOP_BAR,
);
export const PlotGeneratorPage = lazyPage(
  async () => (await import('@/features/plot-generator')).PlotGeneratorPage,
  UNDER_TOP_BAR,
);
export const CourseHelperPage = lazyPage(
  async () => (await import('@/features/course-helper')).CourseHelperPage,
  UNDER_TOP_BAR,
);
export const CalculatorPage = lazyPage(
  async () => (await import('@/features/calculator')).CalculatorPage,
  UNDER_TOP_BAR,
);
export const QuizGeneratorPage = lazyPage(
  async () => (await import('@/features/quiz-generator')).QuizGeneratorPage,
  UNDER_TOP_BAR,
);
export const StudentFeedbackGeneratorPage = lazyPage(
  async () => (await import('@/features/student-feedback-generator')).StudentFeedbackGeneratorPage,
  UNDER_TOP_BAR,
);
export const ImageToTextPage = lazyPage(
  async () => (await import('@/features/image-to-text')).ImageToTextPage,
  UNDER_TOP_BAR,
);
export const EssayHelperPage = lazyPage(
  async () => (await import('@/features/essay-helper')).EssayHelperPage,
  UNDER_TOP_BAR,
);
export const PdfAnnotatorPage = lazyPage(
  async () => (await import('@/features/pdf-annotator')).PdfAnnotatorPage,
  UNDER_TOP_BAR,
);
export const QuestionEditorPage = lazyPage(
  async () => (await import('@/features/question-editor')).QuestionEditorPage,
  UNDER_TOP_BAR,
);
export const PendingQuestionsPage = lazyPage(
  async () => (await import('@/features/question-review')).PendingQuestionsPage,
  UNDER_TOP_BAR,
);
export const PendingQuestionPage = lazyPage(
  async () => (await import('@/features/question-review')).PendingQuestionPage,
  UNDER_TOP_BAR,
);
export const PendingPaperPage = lazyPage(
  async () => (await import('@/features/question-review')).PendingPaperPage,
  UNDER_TOP_BAR,
);
export const PaperUploadPage = lazyPage(
  async () => (await import('@/features/paper-upload')).PaperUploadPage,
  UNDER_TOP_BAR,
);
export const QuestionSearchPage = lazyPage(
  async () => (await import('@/features/question-search')).QuestionSearchPage,
  UNDER_TOP_BAR,
);
export const PastPapersPage = lazyPage(
  async () => (await import('@/features/past-papers')).PastPapersPage,
  UNDER_TOP_BAR,
);
export const ExamQuestionPage = lazyPage(
  async () => (await import('@/features/exam-question')).ExamQuestionPage,
  UNDER_TOP_BAR,
);
export const ExamGraderPage = lazyPage(
  async () => (await import('@/features/exam-grader')).ExamGraderPage,
  UNDER_TOP_BAR,
);
export const UserStatsPage = lazyPage(
  async () => (await import('@/features/user-stats')).UserStatsPage,
  UNDER_TOP_BAR,
);
export const KnowledgeGalaxyPage = lazyPage(
  async () => (await import('@/features/knowledge-galaxy')).KnowledgeGalaxyPage,
  UNDER_TOP_BAR,
);
export const ChatboxPage = lazyPage(
  async () => (await import('@/features/chatbox')).ChatboxPage,
  UNDER_TOP_BAR,
);
