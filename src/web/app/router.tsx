import { createBrowserRouter, type RouteObject } from 'react-router';
import NotFoundPage from '../components/NotFoundPage';
import { PageLoader } from '../components/PageLoader';
import RouteErrorPage from '../components/RouteErrorPage';
import { adminRoutes } from './admin-routes';
import { allow, RequireUser, VisitorsOnly } from './guards';
import { licenceCrumb } from './licence-crumb';
import RootLayout from './RootLayout';
import { installed, only, page } from './route-helpers';

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        lazy: page(() => import('./PublicLayout')),
        children: [
          {
            element: <VisitorsOnly />,
            children: [
              { index: true, lazy: page(() => import('../features/auth/LoginPage')) },
              { path: 'categories', lazy: page(() => import('../features/access/apply/CategoriesPage')) },
              { path: 'signup/:type/:code', lazy: page(() => import('../features/access/apply/SignupPage')) },
              {
                path: 'register/:type/:code',
                lazy: page(() => import('../features/access/apply/RegisterPage')),
              },
              { path: 'success', lazy: page(() => import('../features/access/apply/SuccessPage')) },
              { path: 'otp/:id', lazy: page(() => import('../features/access/verification/OtpPage')) },
              {
                path: 'verify/:code',
                lazy: page(() => import('../features/access/verification/VerifyPage')),
              },
              {
                path: 'forgot-password',
                lazy: page(() => import('../features/access/password/ForgotPasswordPage')),
              },
              {
                path: 'password/:code',
                lazy: page(() => import('../features/access/password/ResetPasswordPage')),
              },
              { path: 'activate/:code?', lazy: page(() => import('../features/activation/ActivatePage')) },
            ],
          },
          // Referees answer through the e-mailed link, signed in or not (spec 2 §6).
          {
            path: 'profile/response/:user?/:code?',
            lazy: page(() => import('../features/referee-answers/RefereeAnswerPage')),
          },
          // A billing document's QR code opens this for whoever holds the paper (no personal data shown).
          {
            path: 'verify/:type/:number',
            lazy: page(() => import('../features/billing-documents/VerifyDocumentPage')),
          },
          // A membership certificate's QR code opens this: the register's live status, nothing private.
          {
            path: 'member-verify/:memberNo',
            lazy: page(() => import('../features/application-documents/MemberVerifyPage')),
          },
          // A CPD certificate's QR code opens this: what the certificate says and the holder's status today.
          {
            path: 'cert-verify/:certificateNo',
            lazy: page(() => import('../features/cpd/CertVerifyPage')),
          },
          // A CPD transcript's QR code opens this: number, member, period and totals as issued.
          {
            path: 'cpd-transcript-verify/:transcriptNo',
            lazy: page(() => import('../features/cpd/TranscriptVerifyPage')),
          },
          // A licence certificate's QR code opens this: number, holder, validity and status, nothing private.
          {
            path: 'licence-verify/:licenceNo',
            lazy: page(() => import('../features/licences/LicenceVerifyPage')),
          },
          // The public Member Checker (spec 1 §2 "Public search"): open to everyone, signed in or not.
          {
            id: 'search',
            path: 'search/Search-list',
            lazy: page(() => import('../features/member-search/MemberSearchPage')),
          },
          {
            id: 'searchCard',
            path: 'search/search-card/:code',
            lazy: page(() => import('../features/member-search/MemberCardPage')),
          },
          // In the first bundle already: the package guard shows it in place of a page not installed.
          { path: '*', Component: NotFoundPage },
        ],
      },
      {
        element: <RequireUser when={allow.nonStaff} />,
        children: [
          {
            lazy: page(() => import('./DashboardLayout')),
            handle: { crumb: 'Dashboard' },
            children: [
              only(allow.member, {
                path: 'dashboard',
                lazy: page(() => import('../features/dashboard/DashboardPage')),
              }),
              only(
                allow.member,
                installed('Certificate', {
                  path: 'dashboard/goodStanding/:code',
                  handle: { crumb: 'Document' },
                  lazy: page(() => import('../features/certificates/GoodStandingCertificatePage')),
                }),
              ),
              only(
                allow.member,
                installed('Certificate', {
                  path: 'dashboard/membershipcertificate/:code',
                  handle: { crumb: 'Document' },
                  lazy: page(() => import('../features/certificates/MembershipCertificatePage')),
                }),
              ),
              only(
                allow.member,
                installed('CPD', {
                  path: 'cpd',
                  handle: { crumb: 'CPD' },
                  children: [
                    { index: true, lazy: page(() => import('../features/cpd/CpdPage')) },
                    {
                      path: 'certificate/:certificateNo',
                      handle: { crumb: 'CPD Certificate' },
                      lazy: page(() => import('../features/cpd/CpdCertificatePage')),
                    },
                  ],
                }),
              ),
              only(allow.member, {
                path: 'profile',
                handle: { crumb: 'Profile' },
                lazy: page(() => import('../features/profile/ProfilePage')),
              }),
              only(allow.member, {
                path: 'profile/profileConfirm',
                handle: { crumb: 'Profile confirmation' },
                lazy: page(() => import('../features/profile/ProfileConfirmPage')),
              }),
              only(
                allow.member,
                installed('Billing', {
                  path: 'billing',
                  handle: { crumb: 'Billing' },
                  lazy: page(() => import('../features/billing/BillingPage')),
                }),
              ),
              only(
                allow.member,
                installed('Events', {
                  path: 'events',
                  handle: { crumb: 'Events' },
                  children: [
                    { index: true, lazy: page(() => import('../features/events/EventsPage')) },
                    {
                      path: 'view/:no',
                      handle: { crumb: 'Event' },
                      lazy: page(() => import('../features/events/EventViewPage')),
                    },
                  ],
                }),
              ),
              only(
                allow.member,
                installed('Billing', {
                  path: 'payment-history',
                  handle: { crumb: 'Payment History' },
                  lazy: page(() => import('../features/billing/PaymentHistoryPage')),
                }),
              ),
              only(allow.member, {
                path: 'checklist',
                handle: { crumb: 'Checklist' },
                lazy: page(() => import('../features/checklist/ChecklistPage')),
              }),
              only(allow.member, {
                path: 'checklist/component/:name',
                handle: { crumb: 'Checklist' },
                lazy: page(() => import('../features/checklist/ChecklistComponentPage')),
              }),
              // An applicant's application exists once their initial profile does (spec 2 §2.8).
              only(
                allow.member,
                installed('Application', {
                  path: 'application',
                  handle: { crumb: 'My Applications' },
                  lazy: page(() => import('../features/applications/ApplicationsPage')),
                }),
              ),
              only(
                allow.member,
                installed('Upgrade', {
                  path: 'upgrade',
                  handle: { crumb: 'My Upgrades' },
                  children: [
                    { index: true, lazy: page(() => import('../features/upgrades/UpgradesPage')) },
                    {
                      path: 'plan',
                      handle: { crumb: 'Upgrade Plans' },
                      lazy: page(() => import('../features/upgrades/UpgradePlanPage')),
                    },
                    {
                      path: 'card',
                      handle: { crumb: 'Upgrade' },
                      lazy: page(() => import('../features/upgrades/UpgradeCardsPage')),
                    },
                    {
                      path: 'checklist/:code',
                      handle: { crumb: 'Upgrade Checklist' },
                      lazy: page(() => import('../features/upgrades/UpgradeChecklistPage')),
                    },
                    {
                      path: 'document/:code',
                      handle: { crumb: 'Upgrade Report' },
                      lazy: page(() => import('../features/upgrades/UpgradeDocumentPage')),
                    },
                    {
                      path: 'acceptance-letter/:code',
                      handle: { crumb: 'Acceptance Letter' },
                      lazy: page(() => import('../features/upgrades/UpgradeAcceptanceLetterPage')),
                    },
                  ],
                }),
              ),
              only(
                allow.member,
                installed('Upgrade', {
                  path: 'checklist/type/:type',
                  handle: { crumb: 'Checklist' },
                  lazy: page(() => import('../features/upgrades/ChecklistTypePage')),
                }),
              ),
              only(
                allow.member,
                installed('Subscription', {
                  path: 'subscription',
                  handle: { crumb: 'Subscriptions' },
                  children: [
                    { index: true, lazy: page(() => import('../features/subscriptions/SubscriptionsPage')) },
                    {
                      path: 'card/:code?',
                      handle: { crumb: 'Subscription Card' },
                      lazy: page(() => import('../features/subscriptions/SubscriptionCardPage')),
                    },
                    {
                      path: 'document/:code',
                      handle: { crumb: 'Subscription Invoice' },
                      lazy: page(() => import('../features/subscriptions/SubscriptionDocumentPage')),
                    },
                    {
                      path: 'certificate',
                      handle: { crumb: 'Subscription Certificate' },
                      lazy: page(() => import('../features/subscriptions/SubscriptionCertificatePage')),
                    },
                  ],
                }),
              ),
              only(
                allow.member,
                installed('License', {
                  path: 'license',
                  handle: { crumb: licenceCrumb },
                  children: [
                    { index: true, lazy: page(() => import('../features/licences/LicencesPage')) },
                    {
                      path: 'card/:code?',
                      handle: { crumb: 'Application' },
                      lazy: page(() => import('../features/licences/LicenceCardPage')),
                    },
                    {
                      path: 'document/:code',
                      handle: { crumb: 'Document' },
                      lazy: page(() => import('../features/licences/LicenceDocumentPage')),
                    },
                    {
                      path: 'license/:code',
                      handle: { crumb: 'Invoice' },
                      lazy: page(() => import('../features/licences/LicenceInvoicePage')),
                    },
                    {
                      path: 'certificate/:code',
                      handle: { crumb: 'Certificate' },
                      lazy: page(() => import('../features/licences/LicenceCertificatePage')),
                    },
                  ],
                }),
              ),
              // Any non-staff account may have invoices (an applicant's application fee), so no `only`.
              {
                path: 'billing/invoice/:code',
                handle: { crumb: 'Invoice' },
                lazy: page(() => import('../features/billing-documents/InvoicePage')),
              },
              {
                path: 'billing/receipt/:code',
                handle: { crumb: 'Receipt' },
                lazy: page(() => import('../features/billing-documents/ReceiptPage')),
              },
              {
                path: 'billing/document/:type/:code',
                handle: { crumb: 'Billing document' },
                lazy: page(() => import('../features/billing-documents/DocumentPage')),
              },
              // Applicants have no member record yet, so the application documents need no `only`.
              {
                path: 'application/document/:code',
                handle: { crumb: 'Application' },
                lazy: page(() => import('../features/application-documents/ApplicationDocumentPage')),
              },
              {
                path: 'application/certificate/:code',
                handle: { crumb: 'Certificate' },
                lazy: page(() => import('../features/application-documents/CertificatePage')),
              },
              {
                path: 'application/acceptanceLetter/:code',
                handle: { crumb: 'Acceptance Letter' },
                lazy: page(() => import('../features/application-documents/AcceptanceLetterPage')),
              },
              {
                path: 'application/rejectionLetter/:code',
                handle: { crumb: 'Rejection Letter' },
                lazy: page(() => import('../features/application-documents/RejectionLetterPage')),
              },
              {
                path: 'profile/RefereeFormReport/:entryNo',
                handle: { crumb: 'Referee Form' },
                lazy: page(() => import('../features/application-documents/RefereeFormReportPage')),
              },
              {
                path: 'dashboard/Settings',
                handle: { crumb: 'Account Settings' },
                lazy: page(() => import('../features/access/account/AccountSettingsPage')),
              },
              // Applicants pay their application fee too, so any non-staff account may pay.
              {
                path: 'checkout/sandbox/:reference',
                handle: { crumb: 'Checkout' },
                lazy: page(() => import('../features/payments/SandboxCheckoutPage')),
              },
              {
                path: 'payment/return/:reference',
                handle: { crumb: 'Payment' },
                lazy: page(() => import('../features/payments/PaymentReturnPage')),
              },
              only(allow.applicantOfType('Individual'), {
                path: 'initiate-profile',
                lazy: page(() => import('../features/profile/InitiateProfilePage')),
              }),
              only(allow.applicantOfType('Corporate'), {
                path: 'initiate-firm',
                lazy: page(() => import('../features/profile/InitiateProfilePage')),
              }),
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
            children: adminRoutes,
          },
        ],
      },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
