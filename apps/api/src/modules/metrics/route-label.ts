/** What the HTTP metrics need to know about a finished request. */
export interface RoutedRequest {
  /** Express's matched route (its template, such as /api/documents/:id), when a route answered. */
  route?: { path?: unknown };
  baseUrl?: string;
  path: string;
}

export const QUEUE_BOARD_PATH = '/admin/queues';

/**
 * The route label of a request: the template of the route that answered, never the raw URL, so ids
 * never become labels and the number of series stays bounded. Requests no route answered share one
 * label per area: `unmatched` under /api (unknown paths, bodies refused before routing), the queue
 * dashboard's own routes, and `web` for the single-page app and its files.
 */
export function routeLabel(req: RoutedRequest): string {
  if (typeof req.route?.path === 'string') return `${req.baseUrl ?? ''}${req.route.path}`;
  const path = `${req.baseUrl ?? ''}${req.path}`;
  if (path === QUEUE_BOARD_PATH || path.startsWith(`${QUEUE_BOARD_PATH}/`)) return QUEUE_BOARD_PATH;
  if (path === '/api' || path.startsWith('/api/')) return 'unmatched';
  return 'web';
}
