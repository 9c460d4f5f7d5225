import {
  employmentTypeLabels,
  employmentTypes,
  experienceLevelLabels,
  licenceStatusLabels,
  nationalityLabels,
  nationalityOptions,
  packageItemLabels,
  packageItems,
  salaryCurrencies,
  salaryPeriodLabels,
  salaryPeriods,
  visaLabels,
  visaOptions,
  type PackageItem,
} from '~/lib/jobs/job-facts';
import type { DraftFacts } from '~/lib/scrape/facts';
import { experienceLevels, licenceAuthorities, licenceStatuses } from '~/lib/jobs/licences';

const label = 'block text-sm font-semibold text-slate-800';
const input = 'mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600';

/** The scraped draft's job facts (stated by the page or guessed from its text) for the admin to confirm. */
export function DraftFactsFields({
  id,
  facts,
  errors,
  onChange,
}: {
  id: string;
  facts: DraftFacts;
  errors: Partial<Record<keyof DraftFacts, string>>;
  onChange: (facts: DraftFacts) => void;
}) {
  const set = <K extends keyof DraftFacts>(key: K, value: DraftFacts[K]) => onChange({ ...facts, [key]: value });
  const field = (key: keyof DraftFacts, text: string, control: React.ReactNode) => (
    <div key={key}>
      <label htmlFor={`${id}-${key}`} className={label}>
        {text}
      </label>
      {control}
      {errors[key] && (
        <p id={`${id}-${key}-error`} className="mt-1 text-sm font-medium text-red-700">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const common = (key: keyof DraftFacts) => ({
    id: `${id}-${key}`,
    className: input,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `${id}-${key}-error` : undefined,
  });
  const toggle = (item: PackageItem, on: boolean) =>
    set(
      'packageItems',
      packageItems.filter((i) => (i === item ? on : facts.packageItems.includes(i))),
    );
  return (
    <fieldset className="grid gap-4 rounded-md border border-slate-200 p-4 sm:col-span-2 sm:grid-cols-4" data-draft-facts>
      <legend className="px-1 text-sm font-semibold text-slate-900">
        Job facts — stated by the page or guessed from its text: check them
      </legend>
      {field(
        'salaryMin',
        'Salary minimum',
        <input {...common('salaryMin')} inputMode="decimal" value={facts.salaryMin} onChange={(e) => set('salaryMin', e.target.value)} />,
      )}
      {field(
        'salaryMax',
        'Salary maximum',
        <input {...common('salaryMax')} inputMode="decimal" value={facts.salaryMax} onChange={(e) => set('salaryMax', e.target.value)} />,
      )}
      {field(
        'salaryCurrency',
        'Currency',
        <select
          {...common('salaryCurrency')}
          value={facts.salaryCurrency}
          onChange={(e) => set('salaryCurrency', e.target.value as DraftFacts['salaryCurrency'])}
        >
          <option value="">Choose</option>
          {salaryCurrencies.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>,
      )}
      {field(
        'salaryPeriod',
        'Period',
        <select
          {...common('salaryPeriod')}
          value={facts.salaryPeriod}
          onChange={(e) => set('salaryPeriod', e.target.value as DraftFacts['salaryPeriod'])}
        >
          <option value="">Choose</option>
          {salaryPeriods.map((p) => (
            <option key={p} value={p}>
              {salaryPeriodLabels[p]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'employmentType',
        'Employment type',
        <select
          {...common('employmentType')}
          value={facts.employmentType}
          onChange={(e) => set('employmentType', e.target.value as DraftFacts['employmentType'])}
        >
          <option value="">Not stated</option>
          {employmentTypes.map((t) => (
            <option key={t} value={t}>
              {employmentTypeLabels[t]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'visa',
        'Visa sponsorship',
        <select {...common('visa')} value={facts.visa} onChange={(e) => set('visa', e.target.value as DraftFacts['visa'])}>
          {visaOptions.map((v) => (
            <option key={v} value={v}>
              {visaLabels[v]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'nationality',
        'Who may apply',
        <select
          {...common('nationality')}
          value={facts.nationality}
          onChange={(e) => set('nationality', e.target.value as DraftFacts['nationality'])}
        >
          {nationalityOptions.map((n) => (
            <option key={n} value={n}>
              {nationalityLabels[n]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'licenceAuthority',
        'Healthcare licence',
        <select
          {...common('licenceAuthority')}
          value={facts.licenceAuthority}
          onChange={(e) => set('licenceAuthority', e.target.value as DraftFacts['licenceAuthority'])}
        >
          <option value="">None named</option>
          {licenceAuthorities.map((a) => (
            <option key={a.slug} value={a.slug}>
              {a.short} – {a.name.en}
            </option>
          ))}
        </select>,
      )}
      {field(
        'licenceStatus',
        'Licence status',
        <select
          {...common('licenceStatus')}
          value={facts.licenceStatus}
          onChange={(e) => set('licenceStatus', e.target.value as DraftFacts['licenceStatus'])}
        >
          <option value="">Not stated</option>
          {licenceStatuses.map((s) => (
            <option key={s} value={s}>
              {licenceStatusLabels[s]}
            </option>
          ))}
        </select>,
      )}
      {field(
        'experienceYears',
        'Years of experience (at least)',
        <input
          {...common('experienceYears')}
          inputMode="numeric"
          value={facts.experienceYears}
          onChange={(e) => set('experienceYears', e.target.value)}
        />,
      )}
      {field(
        'experienceLevel',
        'Experience level',
        <select
          {...common('experienceLevel')}
          value={facts.experienceLevel}
          onChange={(e) => set('experienceLevel', e.target.value as DraftFacts['experienceLevel'])}
        >
          <option value="">Not stated</option>
          {experienceLevels.map((l) => (
            <option key={l} value={l}>
              {experienceLevelLabels[l]}
            </option>
          ))}
        </select>,
      )}
      <fieldset className="sm:col-span-4">
        <legend className={label}>Package</legend>
        <div className="mt-1 flex flex-wrap gap-x-5 gap-y-2">
          {packageItems.map((item) => (
            <label key={item} className="inline-flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4"
                checked={facts.packageItems.includes(item)}
                onChange={(e) => toggle(item, e.target.checked)}
              />
              {packageItemLabels[item]}
            </label>
          ))}
        </div>
        {errors.packageItems && <p className="mt-1 text-sm font-medium text-red-700">{errors.packageItems}</p>}
      </fieldset>
    </fieldset>
  );
}
