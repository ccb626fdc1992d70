import {
  COMPLIANCE_SEVERITIES,
  FAIR_HOUSING_CLASS_LABELS,
  type TComplianceFinding,
  type TComplianceResponse,
} from '@nestwise/shared';
import { useState, type FormEvent } from 'react';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { NumberField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { requestCompliance } from './compliance-api';
import { useRunOnOpen } from './use-run-on-open';
import { useSubmit } from './use-submit';
import { fromNumber, toNumber } from './format';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from './tool-props';
import { HomeFactsFields, type HomeFact } from './home-facts-fields';
import { EmptyResult, FormError, Panel, SourceExcerpt, type HeadingLevel } from './tool-parts';
import { FormPanel, ResultArea, SubmitFooter } from './submit-parts';

interface ComplianceForm {
  title: string;
  description: string;
  listingType: 'sale' | 'rent';
  propertyType: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  bedrooms: string;
  bathrooms: string;
  squareFeet: string;
  yearBuilt: string;
  price: string;
  imagesCount: string;
}

function initialForm(listing: ToolProps['listing']): ComplianceForm {
  if (!listing) {
    return {
      title: '',
      description: '',
      listingType: 'sale',
      propertyType: '',
      address: '',
      city: '',
      state: '',
      zip: '',
      bedrooms: '',
      bathrooms: '',
      squareFeet: '',
      yearBuilt: '',
      price: '',
      imagesCount: '',
    };
  }
  return {
    title: listing.title,
    description: listing.description,
    listingType: listing.status === 'for-rent' || listing.status === 'rented' ? 'rent' : 'sale',
    propertyType: listing.propertyType,
    address: listing.location.address,
    city: listing.location.city,
    state: listing.location.state ?? '',
    zip: listing.location.zip ?? '',
    bedrooms: fromNumber(listing.bedrooms),
    bathrooms: fromNumber(listing.bathrooms),
    squareFeet: fromNumber(listing.squareFeet),
    yearBuilt: fromNumber(listing.yearBuilt),
    price: fromNumber(listing.price),
    imagesCount: String(listing.images.length),
  };
}

export function complianceBody(form: ComplianceForm, listing: ToolProps['listing']) {
  const body: Record<string, unknown> = {
    title: form.title,
    description: form.description,
    listingType: form.listingType,
  };
  for (const key of ['propertyType', 'address', 'city', 'state', 'zip'] as const) {
    if (form[key].trim()) body[key] = form[key].trim();
  }
  for (const key of [
    'bedrooms',
    'bathrooms',
    'squareFeet',
    'yearBuilt',
    'price',
    'imagesCount',
  ] as const) {
    const value = toNumber(form[key]);
    if (value !== undefined) body[key] = value;
  }
  if (listing?.location.latitude != null && listing.location.longitude != null) {
    body.latitude = listing.location.latitude;
    body.longitude = listing.location.longitude;
  }
  return body;
}

const LISTING_FACTS = [
  'address',
  'city',
  'state',
  'zip',
  'bedrooms',
  'bathrooms',
  { key: 'squareFeet', min: 0 },
  'yearBuilt',
  'price',
] as const satisfies readonly HomeFact[];

const SEVERITY_TONE: Record<TComplianceFinding['severity'], BadgeTone> = {
  high: 'danger',
  medium: 'warning',
  low: 'neutral',
  info: 'primary',
};

const CATEGORY_LABEL: Record<TComplianceFinding['category'], string> = {
  fairHousing: 'Fair housing',
  disclosure: 'Disclosure',
  missingField: 'Missing fact',
  pricing: 'Pricing',
  photos: 'Photos',
};

export interface ComplianceToolProps extends ToolProps {
  /**
   * 'full' (the /ai-tools tab): the editable listing and the findings. 'panel' (a listing's page):
   * the listing as published is checked on opening, and only the findings show.
   */
  variant?: 'full' | 'panel';
}

export default function ComplianceTool({ listing, variant = 'full' }: ComplianceToolProps) {
  const [form, setForm] = useState(() => initialForm(listing));
  const [checked, setChecked] = useState<ComplianceForm | null>(null);
  const { state, submit } = useSubmit((signal, body: Record<string, unknown>) =>
    requestCompliance(body, signal),
  );
  const set = (key: keyof ComplianceForm) => (value: string) =>
    setForm((current) => ({ ...current, [key]: value }));
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(form);
    submit(complianceBody(form, listing));
  };
  const check = () => {
    setChecked(form);
    submit(complianceBody(form, listing));
  };
  useRunOnOpen(Boolean(listing), check);

  if (variant === 'panel') {
    return (
      <div className="min-w-0 space-y-4" aria-live="polite">
        {state.status === 'success' && checked ? (
          <ComplianceResult result={state.data} form={checked} headingLevel={4} />
        ) : state.status === 'error' ? (
          <>
            <FormError message={state.message} />
            <Button type="button" variant="secondary" onClick={check}>
              Check again
            </Button>
          </>
        ) : (
          <EmptyResult>Checking the listing…</EmptyResult>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <FormPanel title="The listing" label="Listing to check" onSubmit={onSubmit}>
        <TextField
          className="col-span-2"
          label="Title"
          value={form.title}
          onChange={(event) => set('title')(event.target.value)}
        />
        <TextAreaField
          className="col-span-2"
          label="Description"
          rows={8}
          value={form.description}
          onChange={(event) => set('description')(event.target.value)}
          hint="Paste the advertisement text as it will be published."
        />
        <SelectField
          label="Listing type"
          value={form.listingType}
          onChange={(event) => set('listingType')(event.target.value)}
          options={[
            { value: 'sale', label: 'For sale' },
            { value: 'rent', label: 'For rent' },
          ]}
        />
        <SelectField
          label="Property type"
          value={form.propertyType}
          onChange={(event) => set('propertyType')(event.target.value)}
          options={[{ value: '', label: 'Not given' }, ...PROPERTY_TYPE_OPTIONS]}
        />
        <details
          className="col-span-2 rounded-lg border border-slate-200 p-3 dark:border-slate-700"
          open={Boolean(listing)}
        >
          <summary className="cursor-pointer text-sm font-semibold">
            Listing facts (for disclosures, missing facts and pricing)
          </summary>
          <div className="mt-3 grid grid-cols-2 gap-3">
            <HomeFactsFields
              facts={LISTING_FACTS}
              values={form}
              onChange={(key, value) => set(key)(value)}
            />
            <NumberField
              label="Photos"
              value={form.imagesCount}
              onValueChange={set('imagesCount')}
              min={0}
            />
          </div>
        </details>
        <div className="col-span-2">
          <SubmitFooter state={state} label="Check listing" busyLabel="Checking…" />
        </div>
      </FormPanel>
      <ResultArea
        result={
          state.status === 'success' &&
          checked && <ComplianceResult result={state.data} form={checked} />
        }
        busy={state.status === 'loading'}
        busyText="Checking the listing…"
        idleText="Paste a listing title and description (or open this tab from a listing) and choose Check listing."
      />
    </div>
  );
}

function ComplianceResult({
  result,
  form,
  headingLevel = 3,
}: {
  result: TComplianceResponse;
  form: ComplianceForm;
  headingLevel?: HeadingLevel;
}) {
  const ordered = [...result.findings].sort(
    (a, b) => COMPLIANCE_SEVERITIES.indexOf(a.severity) - COMPLIANCE_SEVERITIES.indexOf(b.severity),
  );
  return (
    <>
      <Panel
        title={result.summary.passed ? 'No high-severity problems' : 'Fix before publishing'}
        headingLevel={headingLevel}
      >
        <div className="flex flex-wrap gap-2">
          {COMPLIANCE_SEVERITIES.map((severity) => (
            <Badge key={severity} tone={SEVERITY_TONE[severity]}>
              {result.summary[severity]} {severity}
            </Badge>
          ))}
        </div>
        <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
          A screening aid, not legal advice: {result.rulesChecked.length} rules checked. Have a
          broker or counsel review anything flagged high.
        </p>
      </Panel>
      {ordered.length > 0 && (
        <ol className="space-y-4">
          {ordered.map((finding, index) => (
            <li key={`${finding.rule}-${index}`}>
              <FindingCard finding={finding} form={form} headingLevel={headingLevel} />
            </li>
          ))}
        </ol>
      )}
      <details className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm dark:border-slate-700 dark:bg-slate-950">
        <summary className="cursor-pointer font-semibold">
          What was checked, and what is deliberately not flagged
        </summary>
        <p className="mt-3 font-medium">Rules checked</p>
        <ul className="mt-1 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
          {result.rulesChecked.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
        {result.notFlagged.length > 0 && (
          <>
            <p className="mt-3 font-medium">Facially neutral, not flagged</p>
            <p className="mt-1 text-slate-700 dark:text-slate-300">
              {result.notFlagged.join(', ')}
            </p>
          </>
        )}
      </details>
    </>
  );
}

function FindingCard({
  finding,
  form,
  headingLevel,
}: {
  finding: TComplianceFinding;
  form: ComplianceForm;
  headingLevel: HeadingLevel;
}) {
  const Heading = `h${headingLevel}` as const;
  const excerpt = finding.excerpt;
  const text = excerpt ? (excerpt.field === 'title' ? form.title : form.description) : '';
  const excerptMatches = excerpt && text.slice(excerpt.start, excerpt.end) === excerpt.text;
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={SEVERITY_TONE[finding.severity]}>{finding.severity}</Badge>
        <span className="text-xs font-medium text-slate-600 dark:text-slate-300">
          {CATEGORY_LABEL[finding.category]}
          {finding.protectedClass && ` · ${FAIR_HOUSING_CLASS_LABELS[finding.protectedClass]}`}
        </span>
      </div>
      <Heading className="mt-2 font-semibold">{finding.title}</Heading>
      {excerpt && (
        <div className="mt-2">
          <p className="mb-1 text-xs text-slate-600 dark:text-slate-300">In the {excerpt.field}:</p>
          {excerptMatches ? (
            <SourceExcerpt text={text} start={excerpt.start} end={excerpt.end} context={50} />
          ) : (
            <SourceExcerpt text={excerpt.text} start={0} end={excerpt.text.length} />
          )}
        </div>
      )}
      {excerpt && finding.rewrite !== undefined && (
        <p className="mt-3 text-sm">
          <span className="font-semibold">Rewrite: </span>
          {finding.rewrite ? `“${finding.rewrite}”` : `remove “${excerpt.text}”`}
        </p>
      )}
      <p className="mt-3 text-sm">
        <span className="font-semibold">Suggested: </span>
        {finding.suggestion}
      </p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-300">
        <span className="font-semibold">Source: </span>
        {finding.source}
      </p>
    </article>
  );
}
