import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/PageLoader';
import { allow, RequireUser, VisitorsOnly } from './guards';
import RootLayout from './RootLayout';

/** Each page is its own chunk, so the login page does not carry the admin area's code. */
const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(() => import('./PublicLayout')),
        children: [
          {
            element: <VisitorsOnly />,
            children: [{ index: true, lazy: page(() => import('../features/auth/LoginPage')) }],
          },
          { path: '*', lazy: page(() => import('../components/NotFoundPage')) },
        ],
      },
      {
        element: <RequireUser when={allow.member} />,
        children: [
          {
            lazy: page(() => import('./DashboardLayout')),
            handle: { crumb: 'Dashboard' },
            children: [
              { path: 'dashboard', lazy: page(() => import('../features/dashboard/DashboardPage')) },
            ],
          },
        ],
      },
      {
        element: <RequireUser when={allow.applicant} />,
        children: [
          {
            lazy: page(() => import('./DashboardLayout')),
            handle: { crumb: 'Dashboard' },
            children: [
              {
                element: <RequireUser when={allow.applicantOfType('Individual')} />,
                children: [
                  {
                    path: 'initiate-profile',
                    lazy: page(() => import('../features/profile/InitiateProfilePage')),
                  },
                ],
              },
              {
                element: <RequireUser when={allow.applicantOfType('Corporate')} />,
                children: [
                  {
                    path: 'initiate-firm',
                    lazy: page(() => import('../features/profile/InitiateProfilePage')),
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        element: <RequireUser when={allow.staff} />,
        children: [
          {
            path: 'admin',
            lazy: page(() => import('./AdminLayout')),
            handle: { crumb: 'Admin' },
            children: [
              { index: true, lazy: page(() => import('./AdminHome')) },
              {
                path: 'overview',
                handle: { crumb: 'Overview' },
                lazy: page(() => import('../features/admin/StaffOverviewPage')),
              },
              {
                element: <RequireUser when={allow.superAdmin} />,
                children: [
                  {
                    path: 'settings',
                    handle: { crumb: 'Settings' },
                    lazy: page(() => import('../features/admin/SettingsPage')),
                  },
                ],
              },
              {
                element: <RequireUser when={allow.admin} />,
                children: [
                  {
                    path: 'messages',
                    handle: { crumb: 'Message Log' },
                    lazy: page(() => import('../features/admin/MessageLogPage')),
                  },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
