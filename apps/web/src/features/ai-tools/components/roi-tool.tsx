import type { RoiResult } from '@nestwise/shared';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import { percent, usd } from '../lib/format';
import { EquityChart } from './charts';
import {
  computeRoi,
  GROUPS,
  initialRoiForm,
  PANEL_KEYS,
  RENT_GUESS_PERCENT,
  type Key,
} from './roi-form';
import { RoiSummary, YearlyTable } from './roi-results';
import { listingMonthlyRent, type ToolProps } from '../lib/tool-props';
import { Assumptions, FormError, Panel } from './tool-parts';
import { SpecFields, type FieldSpec } from './spec-fields';

export interface RoiToolProps extends ToolProps {
  /**
   * 'full' (the /ai-tools tab): every input, the yearly table. 'panel' (a listing's page): the
   * main inputs, the returns and the equity chart, under the page's own heading.
   */
  variant?: 'full' | 'panel';
}

export default function RoiTool({ listing, variant = 'full' }: RoiToolProps) {
  const [form, setForm] = useState(() => initialRoiForm(listing));
  const deferred = useDeferredValue(form);
  const computed = useMemo(() => computeRoi(deferred), [deferred]);
  const [lastGood, setLastGood] = useState<RoiResult | null>(null);
  if (computed.ok && computed.result !== lastGood) setLastGood(computed.result);
  const result = computed.ok ? computed.result : lastGood;
  const fieldErrors = computed.ok ? {} : { [computed.field ?? '']: computed.message };
  const rentIsGuess = listingMonthlyRent(listing) === null;
  const formRef = useRef<HTMLFormElement>(null);
  const problem = computed.ok ? null : `${computed.field}:${computed.message}`;
  useEffect(() => {
    // A new problem: its field's message comes into view (a phone's keyboard or the page's
    // bottom may hide it), without moving the page when it already shows.
    if (problem) revealFieldError(formRef.current);
  }, [problem]);

  // Specs leave out the usual step of 1; the rent hint depends on whether the rent is a guess.
  const renderFields = (fields: readonly FieldSpec<Key>[]) => (
    <SpecFields
      fields={fields.map((field) => ({
        step: 1,
        ...field,
        hint:
          field.key === 'monthlyRent' && rentIsGuess
            ? `Starting guess: ${RENT_GUESS_PERCENT} % of the price a month — enter the market rent.`
            : field.hint,
      }))}
      values={form}
      errors={fieldErrors}
      onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))}
    />
  );

  if (variant === 'panel') {
    const fields = GROUPS.flatMap((group) => group.fields).filter((field) =>
      PANEL_KEYS.includes(field.key),
    );
    return (
      <div className="space-y-6">
        <Panel title="Inputs" headingLevel={4}>
          <form
            ref={formRef}
            aria-label="ROI inputs"
            onSubmit={(event) => event.preventDefault()}
            className="grid grid-cols-1 gap-3 sm:grid-cols-2"
          >
            {renderFields(fields)}
          </form>
          <FormError message={computed.ok ? null : computed.message} />
        </Panel>
        {result && (
          <div className={cn('min-w-0 space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
            <RoiSummary result={result} headingLevel={4} />
            <Panel>
              <EquityChart years={result.years} />
            </Panel>
            <Assumptions items={result.assumptions} />
          </div>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-6 xl:grid-cols-[minmax(0,30rem)_minmax(0,1fr)]">
      <Panel title="Inputs" className="self-start">
        <form
          ref={formRef}
          aria-label="ROI inputs"
          onSubmit={(event) => event.preventDefault()}
          className="space-y-5"
        >
          {GROUPS.map((group) => (
            <fieldset key={group.title}>
              <legend className="mb-2 text-sm font-semibold tracking-wide text-teal-800 uppercase dark:text-teal-300">
                {group.title}
              </legend>
              <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
                {renderFields(group.fields)}
              </div>
            </fieldset>
          ))}
        </form>
        <FormError message={computed.ok ? null : computed.message} />
        {/* The figures bar rests at the screen's bottom: with a bad input its figures are stale,
            and it would sit on the field's message, so it steps aside until the input is fixed. */}
        {result && computed.ok && (
          <p
            aria-hidden="true"
            className="sticky bottom-2 mt-4 flex justify-around gap-2 rounded-xl bg-teal-800 px-3 py-2 text-xs text-white shadow-lg tabular-nums xl:hidden dark:bg-teal-300 dark:text-slate-950"
          >
            <span>IRR {percent(result.summary.irrPercent, 1)}</span>
            <span>CoC {percent(result.summary.cashOnCashPercent, 1)}</span>
            <span>NPV {usd(result.summary.npv)}</span>
          </p>
        )}
      </Panel>
      {result && (
        <div className={cn('min-w-0 space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
          <RoiSummary result={result} />
          <Panel>
            <EquityChart years={result.years} />
          </Panel>
          <YearlyTable result={result} />
          <Assumptions items={result.assumptions} />
        </div>
      )}
    </div>
  );
}

/** Scrolls the invalid field's message (else the field) into view, only as far as needed. */
function revealFieldError(form: HTMLFormElement | null) {
  const field = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  const errorId = field
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((id) => id.endsWith('-error'));
  const target = (errorId && document.getElementById(errorId)) || field;
  target.scrollIntoView?.({ block: 'nearest' });
}
