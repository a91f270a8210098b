import { createBrowserRouter, type RouteObject } from 'react-router';
import { PLANNED_TOOLS } from '@/config/coming-soon';
import { ForgotPasswordPage, LoginPage, LogoutPage, RegisterPage, ResetPasswordPage } from '@/features/auth';
import { ComingSoonPage } from '@/features/coming-soon';
import { HomePage } from '@/features/home';
import { LandingPage } from '@/features/landing';
import { CookiePolicyPage, PrivacyPolicyPage, TermsPage } from '@/features/legal';
import { ProfilePage } from '@/features/profile';
import {
  EssayHelperPage,
  ImageToTextPage,
  LatexEditorPage,
  PdfAnnotatorPage,
  PlotGeneratorPage,
} from './lazy-pages';
import { NotFoundPage } from './NotFoundPage';
import { ProtectedLayout } from './ProtectedLayout';
import { PublicOnlyRoute } from './PublicOnlyRoute';
import { RouteLoadError } from './RouteLoadError';
import { SessionBootstrap } from './SessionBootstrap';

/** Route table of spec section 2. Public routes first, then everything behind the protected layout. */
export function createAppRouter() {
  const planned: RouteObject[] = PLANNED_TOOLS.map((tool) => ({
    path: tool.path,
    element: <ComingSoonPage title={tool.title} summary={tool.summary} />,
  }));

  return createBrowserRouter([
    {
      element: <SessionBootstrap />,
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
            { path: '/home', element: <HomePage /> },
            { path: '/profile', element: <ProfilePage /> },
            { path: '/cookie-policy', element: <CookiePolicyPage /> },
            { path: '/latex-editor', element: <LatexEditorPage />, errorElement: <RouteLoadError /> },
            { path: '/plot-generator', element: <PlotGeneratorPage />, errorElement: <RouteLoadError /> },
            { path: '/essayhelper', element: <EssayHelperPage />, errorElement: <RouteLoadError /> },
            { path: '/pdf-editor', element: <PdfAnnotatorPage />, errorElement: <RouteLoadError /> },
            ...planned,
          ],
        },
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ]);
}
