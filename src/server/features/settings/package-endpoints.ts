import type { Endpoint } from '../../../contract/endpoint';
import { applicationEndpoints } from '../../../contract/endpoints/applications';
import { billingEndpoints } from '../../../contract/endpoints/billing';
import { cpdEndpoints } from '../../../contract/endpoints/cpd';
import { dashboardEndpoints } from '../../../contract/endpoints/dashboard';
import { eventEndpoints } from '../../../contract/endpoints/events';
import { licenceEndpoints } from '../../../contract/endpoints/licences';
import { subscriptionEndpoints } from '../../../contract/endpoints/subscriptions';
import { upgradeEndpoints } from '../../../contract/endpoints/upgrades';
import type { PackageName } from '../../../contract/settings';

/**
 * The member calls that belong to an installable package (setting site_installed_packages): they
 * answer 404 while it is not installed, as the pages do in the browser (`installed` in web/app/route-helpers.tsx).
 * Only calls that just the package's own pages make are listed: what the dashboard shows (CPD
 * points, the ledger's pending payments, the balance, the applications card) belongs to the
 * dashboard, and staff calls stay open. Dashboard and Profile are the member's home and are not
 * switched off here.
 */
export const packageEndpoints: Partial<Record<PackageName, readonly Endpoint[]>> = {
  CPD: [cpdEndpoints.ownAwards, cpdEndpoints.certificate],
  Application: [applicationEndpoints.submit],
  Subscription: [
    subscriptionEndpoints.ownSubscriptions,
    subscriptionEndpoints.invoicePdf,
    subscriptionEndpoints.receiptPdf,
    subscriptionEndpoints.certificatePdf,
  ],
  Upgrade: [
    upgradeEndpoints.plans,
    upgradeEndpoints.ownUpgrades,
    upgradeEndpoints.checklist,
    upgradeEndpoints.submit,
    upgradeEndpoints.report,
    upgradeEndpoints.acceptanceLetter,
  ],
  License: [
    licenceEndpoints.ownLicences,
    licenceEndpoints.profile,
    licenceEndpoints.checklist,
    licenceEndpoints.applicationPdf,
    licenceEndpoints.proformaPdf,
    licenceEndpoints.ownLicence,
    licenceEndpoints.submit,
    licenceEndpoints.uploadScan,
    licenceEndpoints.certificate,
  ],
  Certificate: [licenceEndpoints.goodStandingCertificate, licenceEndpoints.membershipCertificate],
  Billing: [billingEndpoints.history],
  Events: [eventEndpoints.upcoming, eventEndpoints.ownBookings, eventEndpoints.event, eventEndpoints.book],
  MyProjects: [dashboardEndpoints.myProjects],
};
