import { routeLabel } from './route-label';

describe('routeLabel', () => {
  it('uses the template of the route that answered, so ids never become labels', () => {
    const id = '3f6b1f7e-0c1a-4a43-9d8e-5d1f4c2a9b10';
    expect(
      routeLabel({ route: { path: '/api/documents/:id' }, baseUrl: '', path: `/api/documents/${id}` }),
    ).toBe('/api/documents/:id');
    expect(routeLabel({ route: { path: '/:id' }, baseUrl: '/api/things', path: `/${id}` })).toBe(
      '/api/things/:id',
    );
  });

  it('gives requests no route answered one label per area', () => {
    expect(routeLabel({ path: '/api/no-such-thing/42' })).toBe('unmatched');
    expect(routeLabel({ path: '/api' })).toBe('unmatched');
    expect(routeLabel({ path: '/admin/queues/api/queues' })).toBe('/admin/queues');
    expect(routeLabel({ baseUrl: '/admin/queues', path: '/static/js/main.js' })).toBe('/admin/queues');
    expect(routeLabel({ path: '/home' })).toBe('web');
    expect(routeLabel({ path: '/assets/index-abc123.js' })).toBe('web');
    expect(routeLabel({ path: '/apiary' })).toBe('web');
  });

  it('ignores a route whose path is not a string template (a regular expression)', () => {
    expect(routeLabel({ route: { path: /x/ }, path: '/api/x' })).toBe('unmatched');
  });
});
