import {
  COMPLIANCE_SEVERITIES,
  FAIR_HOUSING_CLASS_LABELS,
  type TComplianceFinding,
  type TComplianceResponse,
} from '@nestwise/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import type { ComplianceForm } from './compliance-form';
import { Panel, SourceExcerpt, type HeadingLevel } from './tool-parts';

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

/**
 * The findings. `forAgent`: the reader can change the listing (its agent, an admin, anyone on the
 * /ai-tools tab checking their own text); a buyer on a listing's page is told what was flagged,
 * not asked to fix it.
 */
export function ComplianceResult({
  result,
  form,
  headingLevel = 3,
  forAgent = true,
}: {
  result: TComplianceResponse;
  form: ComplianceForm;
  headingLevel?: HeadingLevel;
  forAgent?: boolean;
}) {
  const ordered = [...result.findings].sort(
    (a, b) => COMPLIANCE_SEVERITIES.indexOf(a.severity) - COMPLIANCE_SEVERITIES.indexOf(b.severity),
  );
  return (
    <>
      <Panel
        title={
          result.summary.passed
            ? 'No high-severity problems'
            : forAgent
              ? 'Fix before publishing'
              : 'Flagged for the listing’s agent to review'
        }
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
