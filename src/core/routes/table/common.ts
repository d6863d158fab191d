import { LOGIN_PATH } from '../../constants';
import type { RouteRecord } from '../types';
import { preferredView } from '../views';

/**
 * The top-level routes (routes-v3.8.2.md, "common / top-level"): the home
 * redirect, the not-found page, the login path, task logs (the server's log
 * page), the old session-detail link and the refresh prefix. They belong to no
 * view, but their permissions are checked like any other.
 */
// One route a line, as the route table of the spec has them.
// prettier-ignore
export const commonRoutes: readonly RouteRecord[] = [
  { path: '/', name: 'home', title: 'route.Overview', kind: 'redirect', permissions: [], redirect: ({ session }) => `/${preferredView(session)}` },
  { path: '/404', name: '404', title: 'route.NotFound', permissions: [], hidden: true },
  { path: '/login', name: 'Login', title: 'route.Login', kind: 'redirect', permissions: [], hidden: true, leave: LOGIN_PATH },
  { path: '/ops/celery/task/:id/log', name: 'CeleryTaskLog', title: 'route.CeleryTaskLog', kind: 'redirect', permissions: [], hidden: true, leave: '/core/ops/celery/task/:id/log/?type=celery' },
  { path: '/ops/ansible/task/:id/log', name: 'AnsibleTaskLog', title: 'route.CeleryTaskLog', kind: 'redirect', permissions: [], hidden: true, leave: '/core/ops/ansible/task/:id/log/?type=ansible' },
  { path: '/ops/task/task/:id/log', name: 'TaskLog', title: 'route.CeleryTaskLog', kind: 'redirect', permissions: [], hidden: true, leave: '/core/ops/celery/task/:id/log/?type=celery' },
  { path: '/terminal/sessions/:id', name: 'OldSessionDetail', title: 'route.SessionDetail', kind: 'redirect', permissions: ['terminal.view_session'], hidden: true, redirect: '/audit/sessions/sessions/:id' },
  // A tab's refresh re-navigates through here, so the page mounts afresh.
  { path: '/redirect/:path*', name: 'Redirect', title: 'route.Redirect', kind: 'redirect', permissions: [], hidden: true, redirect: '/:path*' },
];
