/**
 * Table types shared by both dialects. Timestamps are ISO-8601 UTC text and booleans are 0/1
 * integers on SQLite and PostgreSQL alike, so every query returns the same values on both.
 */

import type {
  AppSecretsTable,
  LinkTokensTable,
  OneTimeCodesTable,
  RateLimitsTable,
  SessionsTable,
  UsedChallengesTable,
  UsersTable,
} from './schema/accounts';
import type { AuditLogTable, DerivedRebuildsTable, SeedRunsTable } from './schema/audit';
import type {
  CpdActivityTypesTable,
  CpdAuditMembersTable,
  CpdAuditsTable,
  CpdRecordsTable,
  CpdRemindersSentTable,
  CpdRequirementsTable,
  CpdTranscriptsTable,
} from './schema/cpd';
import type { DocumentsTable } from './schema/documents';
import type {
  CpdAwardsTable,
  EventBookingsTable,
  EventFeesTable,
  EventProvidersTable,
  EventsTable,
  ProjectsHandoffsTable,
} from './schema/events';
import type { ProfileFirmTable } from './schema/firm';
import type { LicenceApplicationsTable, LicenceNumberSeriesTable } from './schema/licences';
import type { MemberSearchChangesTable, MemberSearchTable } from './schema/member-search';
import type {
  ApplicationCommentsTable,
  ApplicationRequirementsTable,
  ApplicationsTable,
  ApplicationTransitionsTable,
  ChecklistRulesTable,
  MemberNotesTable,
  MemberNumberSeriesTable,
  MemberRegisterTable,
  MemberStatusChangesTable,
  NotificationsTable,
} from './schema/membership';
import type { OutboxTable } from './schema/messaging';
import type {
  CreditNoteAllocationsTable,
  CreditNotesTable,
  InvoiceLinesTable,
  InvoicesTable,
  PaymentCallbacksTable,
  PaymentsTable,
  ReceiptAllocationsTable,
  ReceiptsTable,
  SandboxGatewayOutcomesTable,
} from './schema/money';
import type {
  ProfileAttachmentsTable,
  ProfileBankersTable,
  ProfileCertificationsTable,
  ProfileContactsTable,
  ProfileConvictionsTable,
  ProfileDirectorsTable,
  ProfileEmployeesTable,
  ProfileFacilitiesTable,
  ProfileInstitutionsTable,
  ProfileServicesTable,
  ProfileShareholdersTable,
  ProfileSpecializationsTable,
  ProfilesTable,
  ProfileTitlesTable,
  ProfileWorkExperienceTable,
} from './schema/profile';
import type {
  RefereeAnswersTable,
  RefereeQuestionnaireTable,
  RefereeQuestionsTable,
  RefereeRejectionsTable,
} from './schema/referee-answers';
import type { ProfileRefereesTable, RefereeRequestsTable } from './schema/referees';
import type {
  CategoryChargesTable,
  CitiesTable,
  CodeListsTable,
  CompanyInformationTable,
  CountiesTable,
  CountriesTable,
  DisciplinesTable,
  DisclaimersTable,
  MembershipCategoriesTable,
  SettingsTable,
  SpecializationTypesTable,
  TermsTable,
  TitlesTable,
  UniversitiesTable,
} from './schema/reference';
import type { SubscriptionBillingRunsTable, SubscriptionRemindersTable } from './schema/subscriptions';
import type { ProfileCertificationTranscriptsTable } from './schema/transcripts';
import type { UpgradeCommentsTable, UpgradesTable, UpgradeTransitionsTable } from './schema/upgrades';

export type * from './schema/accounts';
export type * from './schema/audit';
export type * from './schema/cpd';
export type * from './schema/documents';
export type * from './schema/events';
export type * from './schema/firm';
export type * from './schema/licences';
export type * from './schema/member-search';
export type * from './schema/membership';
export type * from './schema/messaging';
export type * from './schema/money';
export type * from './schema/profile';
export type * from './schema/referee-answers';
export type * from './schema/referees';
export type * from './schema/reference';
export type * from './schema/transcripts';
export type * from './schema/upgrades';

export interface Database {
  events: EventsTable;
  event_providers: EventProvidersTable;
  event_fees: EventFeesTable;
  event_bookings: EventBookingsTable;
  cpd_awards: CpdAwardsTable;
  cpd_activity_types: CpdActivityTypesTable;
  cpd_records: CpdRecordsTable;
  cpd_requirements: CpdRequirementsTable;
  cpd_audits: CpdAuditsTable;
  cpd_audit_members: CpdAuditMembersTable;
  cpd_reminders_sent: CpdRemindersSentTable;
  cpd_transcripts: CpdTranscriptsTable;
  projects_handoffs: ProjectsHandoffsTable;
  licence_applications: LicenceApplicationsTable;
  licence_number_series: LicenceNumberSeriesTable;
  users: UsersTable;
  profiles: ProfilesTable;
  sessions: SessionsTable;
  settings: SettingsTable;
  company_information: CompanyInformationTable;
  terms: TermsTable;
  disclaimers: DisclaimersTable;
  countries: CountriesTable;
  counties: CountiesTable;
  cities: CitiesTable;
  titles: TitlesTable;
  disciplines: DisciplinesTable;
  specialization_types: SpecializationTypesTable;
  membership_categories: MembershipCategoriesTable;
  category_charges: CategoryChargesTable;
  code_lists: CodeListsTable;
  universities: UniversitiesTable;
  outbox: OutboxTable;
  rate_limits: RateLimitsTable;
  audit_log: AuditLogTable;
  seed_runs: SeedRunsTable;
  derived_rebuilds: DerivedRebuildsTable;
  member_register: MemberRegisterTable;
  member_status_changes: MemberStatusChangesTable;
  member_notes: MemberNotesTable;
  applications: ApplicationsTable;
  application_transitions: ApplicationTransitionsTable;
  application_comments: ApplicationCommentsTable;
  member_number_series: MemberNumberSeriesTable;
  notifications: NotificationsTable;
  application_requirements: ApplicationRequirementsTable;
  one_time_codes: OneTimeCodesTable;
  link_tokens: LinkTokensTable;
  used_challenges: UsedChallengesTable;
  app_secrets: AppSecretsTable;
  documents: DocumentsTable;
  profile_titles: ProfileTitlesTable;
  profile_specializations: ProfileSpecializationsTable;
  profile_contacts: ProfileContactsTable;
  profile_work_experience: ProfileWorkExperienceTable;
  profile_convictions: ProfileConvictionsTable;
  profile_bankers: ProfileBankersTable;
  profile_services: ProfileServicesTable;
  profile_institutions: ProfileInstitutionsTable;
  profile_attachments: ProfileAttachmentsTable;
  profile_certifications: ProfileCertificationsTable;
  profile_certification_transcripts: ProfileCertificationTranscriptsTable;
  profile_shareholders: ProfileShareholdersTable;
  profile_directors: ProfileDirectorsTable;
  profile_facilities: ProfileFacilitiesTable;
  profile_employees: ProfileEmployeesTable;
  profile_firm: ProfileFirmTable;
  profile_referees: ProfileRefereesTable;
  referee_requests: RefereeRequestsTable;
  referee_questions: RefereeQuestionsTable;
  referee_questionnaire: RefereeQuestionnaireTable;
  referee_answers: RefereeAnswersTable;
  referee_rejections: RefereeRejectionsTable;
  checklist_rules: ChecklistRulesTable;
  invoices: InvoicesTable;
  invoice_lines: InvoiceLinesTable;
  payments: PaymentsTable;
  receipts: ReceiptsTable;
  receipt_allocations: ReceiptAllocationsTable;
  credit_notes: CreditNotesTable;
  credit_note_allocations: CreditNoteAllocationsTable;
  payment_callbacks: PaymentCallbacksTable;
  sandbox_gateway_outcomes: SandboxGatewayOutcomesTable;
  subscription_billing_runs: SubscriptionBillingRunsTable;
  subscription_reminders: SubscriptionRemindersTable;
  upgrades: UpgradesTable;
  upgrade_transitions: UpgradeTransitionsTable;
  upgrade_comments: UpgradeCommentsTable;
  member_search: MemberSearchTable;
  member_search_changes: MemberSearchChangesTable;
}
