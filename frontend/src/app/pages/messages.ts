import { defineMessageIds } from '@/messages/define';

/** The error pages, which a visitor may meet before sign-in. */
export const errorPageMessages = defineMessageIds({
  notFoundTitle: { id: 'error.notFound.title' },
  notFoundText: { id: 'error.notFound.text' },
  renderError: { id: 'error.render' },
  routeError: { id: 'error.route' },
  home: { id: 'common.home' },
});
