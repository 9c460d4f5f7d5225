import type { ColumnType, Generated, Insertable } from 'kysely';
import type { DeviceClass, TrafficSource } from '~/lib/analytics';
import type { AlertFiltersJson } from '~/lib/alerts/filters';
import type { JobReportReason } from '~/lib/job-reports';
import type {
  EmploymentType,
  ExperienceLevel,
  LicenceSlug,
  LicenceStatus,
  Nationality,
  PackageItem,
  SalaryCurrency,
  SalaryPeriod,
  Visa,
} from '~/lib/jobs/job-facts';

/** A column the database fills (default or trigger) that a writer may still set. */
type Defaulted<T> = ColumnType<T, T | undefined, T>;
/** A column only the database writes. */
type DbOwned<T> = ColumnType<T, never, never>;

/** 'withdrawn': by its poster (position filled); only the poster sets it. */
export type JobStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
export type ApplicationType = 'email' | 'url';

export interface JobsTable {
  id: Generated<string>;
  /** Built by the database from title and location; never written by clients. */
  slug: Defaulted<string>;
  company_name: string;
  job_title: string;
  job_description: string;
  location: string;
  country: DbOwned<string | null>;
  is_remote: DbOwned<boolean>;
  salary_range: string | null;
  contact_email: string | null;
  /** contact_email while the job applies by e-mail, else null: all of it visitors may read (generated). */
  public_contact_email: DbOwned<string | null>;
  category: string | null;
  application_type: Defaulted<ApplicationType>;
  application_url: string | null;
  status: Defaulted<JobStatus>;
  posted_on: Defaulted<string>;
  expires_at: Defaulted<Date>;
  created_by: Defaulted<string | null>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
  search_document: DbOwned<string>;
  /** When the job was first approved; set by the database (digests are watermarked by it). */
  published_at: DbOwned<Date | null>;
  /** City slug (src/lib/cities.ts) normalised from location by the database. */
  city: DbOwned<string | null>;
  /** Weighted folded words for search; generated. */
  search_words: DbOwned<string>;
  /** The job facts (src/lib/jobs/job-facts.ts); numeric arrives as a number (client.ts). */
  employment_type: EmploymentType | null;
  salary_min: number | null;
  salary_max: number | null;
  salary_currency: SalaryCurrency | null;
  salary_period: SalaryPeriod | null;
  visa: Defaulted<Visa>;
  nationality: Defaulted<Nationality>;
  package_items: Defaulted<PackageItem[]>;
  /** Why an admin rejected it, as the poster was told (not for visitors). */
  rejection_reason: Defaulted<string | null>;
  licence_authority: Defaulted<LicenceSlug | null>;
  licence_status: Defaulted<LicenceStatus | null>;
  experience_years: Defaulted<number | null>;
  experience_level: Defaulted<ExperienceLevel | null>;
  /** The company of company_name and its slug: set by the database (jobs_link_company). */
  company_id: DbOwned<string | null>;
  company_slug: DbOwned<string | null>;
  /** The badge and the agency line, from the company and the poster's agency (jobs_set_company_badge). */
  company_verified: DbOwned<boolean>;
  agency_name: DbOwned<string | null>;
  agency_licence: DbOwned<string | null>;
  verified_website: DbOwned<string | null>;
}

/** A job's risk score and signals (src/lib/risk): admins and the service only. */
export interface JobRiskTable {
  job_id: string;
  score: number;
  /** RiskSignal[] (src/lib/risk/signals.ts), parsed where it is read. */
  signals: ColumnType<unknown, string, string>;
  scored_at: Defaulted<Date>;
}

/** CDN cache tags waiting to be purged (public.cache_purge_requests; bigint ids arrive as strings). */
export interface CachePurgeRequestsTable {
  id: Generated<string>;
  tags: string[];
  requested_at: Generated<Date>;
  next_attempt_at: Generated<Date>;
  claimed_until: Date | null;
  attempts: Generated<number>;
  failed_at: Date | null;
  last_error: string | null;
  completed_at: Date | null;
}

export interface RebuildRequestsTable {
  id: Generated<string>;
  reason: string;
  requested_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  started_at: Date | null;
  completed_at: Date | null;
  last_change_at: Generated<Date>;
  expedited_at: Date | null;
  failed_at: Date | null;
  deploy_batch: string | null;
  deploying_at: Date | null;
  deploy_id: string | null;
}

export interface JobWithdrawalsTable {
  id: Generated<string>;
  job_id: string;
  slug: string;
  withdrawn_at: Generated<Date>;
}

/** Who posted a job (the post form's own e-mail): private; the poster reads their own rows. */
export interface JobPostersTable {
  job_id: string;
  email: string;
  locale: Generated<'en' | 'ar'>;
  created_at: Generated<Date>;
}

/** Which expiry of a job its poster was reminded of (service only). */
export interface JobExpiryRemindersTable {
  job_id: string;
  expires_at: Date;
  sent_at: Generated<Date>;
}

/** A poster's change to their job (an edit of its fields, a renewal) waiting for an admin. */
export interface JobEditsTable {
  job_id: string;
  /** The post form's values as sent (strings, the package items a list); null for a renewal alone. */
  fields: Record<string, unknown> | null;
  renew: Generated<boolean>;
  locale: Generated<'en' | 'ar'>;
  created_at: Generated<Date>;
}

/** An employer's profile: /companies/{slug} (src/server/companies). */
export interface CompaniesTable {
  id: Generated<string>;
  slug: string;
  name: string;
  website: string | null;
  size: string | null;
  industry: string | null;
  about_en: string | null;
  about_ar: string | null;
  kind: Defaulted<'employer' | 'agency'>;
  agency_licence: string | null;
  verified_at: Date | null;
  verified_via: 'domain' | 'admin' | null;
  verified_by: string | null;
  verified_note: string | null;
  logo_webp: Buffer | null;
  logo_updated_at: DbOwned<Date | null>;
  published_at: DbOwned<Date | null>;
  created_at: Defaulted<Date>;
  updated_at: Defaulted<Date>;
}

export interface CompanyNamesTable {
  name_key: string;
  company_id: string;
}

export interface CompanyMembersTable {
  company_id: string;
  email: string;
  created_at: Generated<Date>;
  /** When this address last signed in; only a signed-in member's domain verifies the company. */
  signed_in_at: Generated<Date | null>;
}

export interface CompanyInvitationsTable {
  company_id: string;
  email: string;
  invited_by: string;
  created_at: Generated<Date>;
  expires_at: Generated<Date>;
}

export interface CompanySlugRedirectsTable {
  slug: string;
  company_id: string;
}

/** An employer's e-mailed sign-in link and code, hashed (service only). */
export interface EmployerSignInLinksTable {
  id: Generated<string>;
  email: string;
  token_hash: string;
  code_hash: string;
  job_id: string | null;
  created_at: Generated<Date>;
  expires_at: Generated<Date>;
  used_at: Date | null;
}

export interface JobCategoriesTable {
  slug: string;
  label: string;
}

export interface CountryTermsTable {
  term: string;
  country: string;
}

export interface EmailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  /** Reply-To; null replies to the sender. */
  reply_to: string | null;
  kind: string;
  created_at: Generated<Date>;
  attempts: Generated<number>;
  next_attempt_at: Generated<Date>;
  last_error: string | null;
  sent_at: Date | null;
  /** The one-click unsubscribe URL of a bulk e-mail (List-Unsubscribe, RFC 8058). */
  list_unsubscribe: string | null;
  /** Makes the same digest impossible to queue twice (unique). */
  dedupe_key: string | null;
}

export interface ContentPublicationsTable {
  kind: 'event' | 'article';
  slug: string;
  title: string;
  published_at: Generated<Date>;
}

export interface DigestRunsTable {
  id: Generated<string>;
  started_at: Generated<Date>;
  finished_at: Date | null;
  cutoff: Date | null;
  claimed: Generated<number>;
  /** Digest e-mails queued. */
  sent: Generated<number>;
  /** Due, but nothing new to send. */
  skipped: Generated<number>;
  failed: Generated<number>;
  error: string | null;
}

export interface AuthUsersTable {
  id: Generated<string>;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  raw_app_meta_data: Defaulted<Record<string, unknown>>;
  raw_user_meta_data: Defaulted<Record<string, unknown>>;
  last_sign_in_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface AppStateTable {
  key: string;
  value: unknown;
  updated_at: Generated<Date>;
}

/** public.public_jobs: approved, unexpired jobs (read-only view for live search). */
export type PublicJobsView = Omit<JobsTable, 'status' | 'created_by'>;

export interface SubscriptionsTable {
  id: Generated<string>;
  email: string;
  kind: 'newsletter' | 'job_alert' | 'event_news';
  source: string;
  /** A job alert's saved search (AlertFilters, src/lib/alerts/filters.ts); {} for the other kinds. */
  filters: Generated<AlertFiltersJson>;
  /** The keyword as typed, shown instead of the folded filters.q (src/lib/alerts/keyword.ts). */
  keyword_typed: Generated<string | null>;
  frequency: Generated<'daily' | 'weekly'>;
  /** The subscriber's language (the site it subscribed on): e-mails and their links follow it. */
  locale: Generated<'en' | 'ar'>;
  paused_at: Date | null;
  /** When it is next due a digest; null until confirmed. */
  next_digest_at: Date | null;
  /** The watermark: published up to this time has been considered for this subscriber. */
  digested_through: Date | null;
  last_digest_at: Date | null;
  confirm_token_hash: string | null;
  confirmation_sent_at: Date | null;
  confirmed_at: Date | null;
  unsubscribed_at: Date | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface ContactMessagesTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  subject: string;
  message: string;
  created_at: Generated<Date>;
}

export interface CoachingRequestsTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  phone: string | null;
  coaching_type: string;
  industry: string | null;
  experience: string | null;
  preferred_time: string | null;
  timezone: string | null;
  goals: string;
  challenges: string | null;
  created_at: Generated<Date>;
}

export interface JobReportsTable {
  id: Generated<string>;
  job_id: string;
  reason: JobReportReason;
  note: string | null;
  /** HMAC of the reporter's network address (src/server/reports/file-report.ts), never the address. */
  reporter_key: string;
  created_at: Generated<Date>;
  closed_at: Date | null;
}

export interface FormRateLimitsTable {
  bucket: string;
  window_start: Date;
  hits: Generated<number>;
}

export interface AdminInvitationsTable {
  id: Generated<string>;
  email: string;
  /** sha-256 (hex) of the e-mailed token. */
  token_hash: string;
  invited_by: Defaulted<string>;
  created_at: Generated<Date>;
  expires_at: Defaulted<Date>;
  accepted_at: Date | null;
  revoked_at: Date | null;
}

export interface SeoOverridesTable {
  path: string;
  title: string | null;
  description: string | null;
  keywords: Defaulted<string[]>;
  og_title: string | null;
  og_description: string | null;
  og_image: string | null;
  noindex: Defaulted<boolean>;
  /** Set by a trigger: now() and the acting user. */
  updated_at: DbOwned<Date>;
  updated_by: DbOwned<string | null>;
}

export interface PageViewsTable {
  id: Generated<string>;
  path: string;
  referrer_host: string | null;
  source: TrafficSource;
  device: DeviceClass;
  country: string | null;
  created_at: Defaulted<Date>;
}

/** Page views per ended Gulf day and dimension value; written only by public.roll_up_page_views(). */
export interface PageViewDaysTable {
  day: string;
  dimension: 'total' | 'path' | 'device' | 'source' | 'referrer' | 'country';
  key: string;
  views: string;
}

export interface PageViewDaysDoneTable {
  day: string;
  rolled_up_at: Generated<Date>;
}

export interface JobEventsTable {
  id: Generated<string>;
  job_id: string;
  kind: 'view' | 'apply';
  created_at: Defaulted<Date>;
}

/** Views and apply clicks per job and ended Gulf day; written only by public.roll_up_page_views(). */
export interface JobEventDaysTable {
  day: string;
  job_id: string;
  views: string;
  applies: string;
}

export interface Database {
  admin_invitations: AdminInvitationsTable;
  subscriptions: SubscriptionsTable;
  contact_messages: ContactMessagesTable;
  coaching_requests: CoachingRequestsTable;
  form_rate_limits: FormRateLimitsTable;
  job_reports: JobReportsTable;
  seo_overrides: SeoOverridesTable;
  page_views: PageViewsTable;
  page_view_days: PageViewDaysTable;
  page_view_days_done: PageViewDaysDoneTable;
  job_events: JobEventsTable;
  job_event_days: JobEventDaysTable;
  public_jobs: PublicJobsView;
  app_state: AppStateTable;
  jobs: JobsTable;
  job_risk: JobRiskTable;
  job_categories: JobCategoriesTable;
  country_terms: CountryTermsTable;
  rebuild_requests: RebuildRequestsTable;
  cache_purge_requests: CachePurgeRequestsTable;
  job_withdrawals: JobWithdrawalsTable;
  job_posters: JobPostersTable;
  companies: CompaniesTable;
  company_names: CompanyNamesTable;
  company_members: CompanyMembersTable;
  company_invitations: CompanyInvitationsTable;
  company_slug_redirects: CompanySlugRedirectsTable;
  job_edits: JobEditsTable;
  job_expiry_reminders: JobExpiryRemindersTable;
  employer_sign_in_links: EmployerSignInLinksTable;
  email_outbox: EmailOutboxTable;
  content_publications: ContentPublicationsTable;
  digest_runs: DigestRunsTable;
  'auth.users': AuthUsersTable;
}

export type NewJob = Insertable<JobsTable>;
