import type { Feature } from '../../app/feature';

/** The not-found and server-error pages. */
export const errorsFeature: Feature = {
  routes: [
    { path: '/404', title: 'notFound', page: () => import('./NotFoundPage'), access: 'open', layout: 'bare' },
    { path: '/500', title: 'serverError', page: () => import('./ServerErrorPage'), access: 'open', layout: 'bare' },
  ],
  menu: [],
  liveKeys: {},
};
