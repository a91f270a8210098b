import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Express, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { mapError } from '../../common/error-mapping';
import { JwtSessionStrategy } from '../auth/jwt-session.strategy';
import { sessionOfRequest } from '../auth/request-session';
import { appQueues } from '../metrics/app-queues';
import { QUEUE_BOARD_PATH } from '../metrics/route-label';

type ViewEngine = (file: string, options: object, done: (err: Error | null, html?: string) => void) => void;

/** The dashboard's page links a Google Fonts stylesheet; the app fetches nothing from elsewhere. */
const EXTERNAL_FONTS = /<link[^>]+href="https:\/\/fonts\.googleapis\.com[^>]*>\s*/g;

/**
 * Bull Board's Express app renders its page with ejs; this wraps that engine to drop the external font
 * link, so the page uses the package's own CSS and scripts only (and helmet's CSP has nothing to block).
 */
function withoutExternalFonts(board: Express): void {
  const engines = (board as unknown as { engines: Record<string, ViewEngine> }).engines;
  const render = engines['.ejs'];
  if (!render) throw new Error('Bull Board no longer renders with ejs: review withoutExternalFonts');
  board.engine('ejs', (file, options, done) =>
    render(file, options, (err, html) => done(err, html?.replace(EXTERNAL_FONTS, ''))),
  );
}

/** Admins only; everyone else (students, teachers, guests, no session) gets the 404 of a route that is not there. */
function adminsOnly(strategy: JwtSessionStrategy, logger: Logger): RequestHandler {
  return (req, res, next) => {
    sessionOfRequest(strategy, req, res).then(
      (auth) => {
        if (auth && !auth.user.isGuest && auth.user.role === 'admin') return next();
        res.status(404).json({ error: 'Not found.', code: 'NOT_FOUND' });
      },
      (err: unknown) => {
        const mapped = mapError(err);
        if (mapped.unexpected) logger.error({ err }, 'Could not check the session for the queue dashboard');
        res.status(mapped.status).json(mapped.body);
      },
    );
  };
}

/**
 * Bull Board at /admin/queues, showing every queue of the app. Its Express router is mounted outside
 * Nest (no guards run there), so the session is checked in front of it with the auth module's strategy.
 */
export function mountQueueBoard(app: NestExpressApplication, logger: Logger): void {
  const serverAdapter = new ExpressAdapter().setBasePath(QUEUE_BOARD_PATH);
  createBullBoard({
    queues: appQueues(app).map((queue) => new BullMQAdapter(queue)),
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Exam Prep Studio queues' } },
  });
  const board = serverAdapter.getRouter() as Express;
  withoutExternalFonts(board);
  app.use(QUEUE_BOARD_PATH, adminsOnly(app.get(JwtSessionStrategy, { strict: false }), logger), board);
}
