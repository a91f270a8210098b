import type { RouteGroup } from '../route-doc';
import { adminRoutes } from './admin.routes';
import { authRoutes } from './auth.routes';
import { chatRoutes } from './chat.routes';
import { driveRoutes } from './drive.routes';
import { essayRoutes } from './essay.routes';
import { feedbackRoutes } from './feedback.routes';
import { generationRoutes } from './generation.routes';
import { operationsRoutes } from './operations.routes';
import { paperUploadRoutes } from './paper-uploads.routes';
import { preferencesRoutes } from './preferences.routes';
import { profileRoutes } from './profile.routes';
import { questionRoutes } from './questions.routes';
import { referenceRoutes } from './reference.routes';
import { statsRoutes } from './stats.routes';
import { studyRoutes } from './study.routes';

/** Every documented route, one registration file per domain; the order is the order of the docs page. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  authRoutes,
  profileRoutes,
  preferencesRoutes,
  generationRoutes,
  driveRoutes,
  essayRoutes,
  questionRoutes,
  paperUploadRoutes,
  studyRoutes,
  chatRoutes,
  feedbackRoutes,
  referenceRoutes,
  statsRoutes,
  adminRoutes,
  operationsRoutes,
];
