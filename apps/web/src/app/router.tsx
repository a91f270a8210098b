import { createBrowserRouter } from 'react-router';
import { LandingPage } from '@/features/landing';
import {
  CalculatorPage,
  CourseHelperPage,
  ChatboxPage,
  CookiePolicyPage,
  DrivePage,
  EssayHelperPage,
  ExamGraderPage,
  ExamQuestionPage,
  ForgotPasswordPage,
  FormulaSearchPage,
  HomePage,
  ImageToTextPage,
  LatexEditorPage,
  LoginPage,
  LogoutPage,
  PastPapersPage,
  PaperUploadPage,
  PdfAnnotatorPage,
  PendingPaperPage,
  PendingQuestionPage,
  PendingQuestionsPage,
  PlotGeneratorPage,
  QuizGeneratorPage,
  StudentFeedbackGeneratorPage,
  PrivacyPolicyPage,
  ProfilePage,
  ProtectedLayout,
  QuestionEditorPage,
  QuestionSearchPage,
  RegisterPage,
  ResetPasswordPage,
  TermsPage,
  UserStatsPage,
  KnowledgeGalaxyPage,
} from './lazy-pages';
import { NotFoundPage } from './NotFoundPage';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { RouteLoadError } from './RouteLoadError';
import { SessionBootstrap } from './SessionBootstrap';

/** Route table of spec section 2. Public routes first, then everything behind the protected layout. */
export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <SessionBootstrap />,
      // A public page's chunk that could not be downloaded; pages under the top bar have their own.
      errorElement: <RouteLoadError />,
      children: [
        { path: '/', element: <LandingPage /> },
        {
          path: '/login',
          element: (
            <PublicOnlyRoute>
              <LoginPage />
            </PublicOnlyRoute>
          ),
        },
        { path: '/register', element: <RegisterPage /> },
        { path: '/forgot-password', element: <ForgotPasswordPage /> },
        { path: '/reset-password', element: <ResetPasswordPage /> },
        { path: '/logout', element: <LogoutPage /> },
        { path: '/terms', element: <TermsPage /> },
        { path: '/privacy-policy', element: <PrivacyPolicyPage /> },
        { path: '/image-text-convertor', element: <ImageToTextPage />, errorElement: <RouteLoadError /> },
        {
          element: <ProtectedLayout />,
          children: [
            { path: '/home', element: <HomePage />, errorElement: <RouteLoadError /> },
            { path: '/profile', element: <ProfilePage />, errorElement: <RouteLoadError /> },
            { path: '/cookie-policy', element: <CookiePolicyPage />, errorElement: <RouteLoadError /> },
            { path: '/latex-editor', element: <LatexEditorPage />, errorElement: <RouteLoadError /> },
            { path: '/google-drive', element: <DrivePage />, errorElement: <RouteLoadError /> },
            { path: '/plot-generator', element: <PlotGeneratorPage />, errorElement: <RouteLoadError /> },
            { path: '/calculator', element: <CalculatorPage />, errorElement: <RouteLoadError /> },
            { path: '/topic-selector', element: <CourseHelperPage />, errorElement: <RouteLoadError /> },
            { path: '/quiz-generator', element: <QuizGeneratorPage />, errorElement: <RouteLoadError /> },
            {
              path: '/student-feedback-generator',
              element: <StudentFeedbackGeneratorPage />,
              errorElement: <RouteLoadError />,
            },
            { path: '/essayhelper', element: <EssayHelperPage />, errorElement: <RouteLoadError /> },
            { path: '/pdf-editor', element: <PdfAnnotatorPage />, errorElement: <RouteLoadError /> },
            { path: '/questions/edit', element: <QuestionEditorPage />, errorElement: <RouteLoadError /> },
            {
              path: '/questions/edit/:id',
              element: <QuestionEditorPage />,
              errorElement: <RouteLoadError />,
            },
            {
              path: '/pending-questions',
              element: <PendingQuestionsPage />,
              errorElement: <RouteLoadError />,
            },
            {
              path: '/pending-questions/:id',
              element: <PendingQuestionPage />,
              errorElement: <RouteLoadError />,
            },
            {
              path: '/pending-questions/papers/:id',
              element: <PendingPaperPage />,
              errorElement: <RouteLoadError />,
            },
            { path: '/upload', element: <PaperUploadPage />, errorElement: <RouteLoadError /> },
            { path: '/question-search', element: <QuestionSearchPage />, errorElement: <RouteLoadError /> },
            { path: '/formula-search', element: <FormulaSearchPage />, errorElement: <RouteLoadError /> },
            { path: '/past-papers', element: <PastPapersPage />, errorElement: <RouteLoadError /> },
            { path: '/exam-question/:id', element: <ExamQuestionPage />, errorElement: <RouteLoadError /> },
            { path: '/exam-grader', element: <ExamGraderPage />, errorElement: <RouteLoadError /> },
            { path: '/user-stat', element: <UserStatsPage />, errorElement: <RouteLoadError /> },
            {
              path: '/knowledge-network',
              element: <KnowledgeGalaxyPage />,
              errorElement: <RouteLoadError />,
            },
            { path: '/chatbox', element: <ChatboxPage />, errorElement: <RouteLoadError /> },
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
