import type { DealStructuringResult, TLoanProgram } from '@nestwise/shared';
import { useDeferredValue, useMemo, useState } from 'react';
import { cn } from '@/lib/cn';
import { MonthlyBreakdownChart } from './charts';
import type { ToolProps } from '../lib/tool-props';
import { SpecFields } from './spec-fields';
import { Assumptions, FormError, Panel } from './tool-parts';
import { computeDeal, DEAL_FIELDS, initialDealForm, VA_CHECKS } from './deal-form';
import { ComparisonTable, ScheduleView } from './deal-results';

export default function DealStructuringTool({ listing }: ToolProps) {
  const [form, setForm] = useState(() => initialDealForm(listing));
  const [chosen, setChosen] = useState<TLoanProgram>('conventional');
  const deferred = useDeferredValue(form);
  const computed = useMemo(() => computeDeal(deferred), [deferred]);
  const [lastGood, setLastGood] = useState<DealStructuringResult | null>(null);
  if (computed.ok && computed.result !== lastGood) setLastGood(computed.result);
  const result = computed.ok ? computed.result : lastGood;

  return (
    <div className="space-y-6">
      <Panel title="The purchase and the buyer">
        <form
          aria-label="Deal inputs"
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4"
        >
          <SpecFields
            fields={DEAL_FIELDS}
            values={form}
            errors={computed.ok ? {} : { [computed.field ?? '']: computed.message }}
            onChange={(key, value) => setForm((current) => ({ ...current, [key]: value }))}
          />
          <fieldset className="space-y-2 sm:col-span-2">
            <legend className="mb-1 text-sm font-medium">VA funding fee</legend>
            {VA_CHECKS.map(({ key, label }) => (
              <label key={key} className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="size-4 accent-teal-700"
                  checked={form[key]}
                  onChange={(event) =>
                    setForm((current) => ({ ...current, [key]: event.target.checked }))
                  }
                />
                {label}
              </label>
            ))}
          </fieldset>
        </form>
        <FormError message={computed.ok ? null : computed.message} />
      </Panel>

      {result && (
        <div className={cn('space-y-6', !computed.ok && 'opacity-50')} aria-live="polite">
          <ComparisonTable result={result} chosen={chosen} onChoose={setChosen} />
          <Panel>
            <MonthlyBreakdownChart scenarios={result.scenarios} />
          </Panel>
          <ScheduleView
            scenario={result.scenarios.find((s) => s.program === chosen) ?? result.scenarios[0]!}
          />
          <Assumptions items={result.assumptions} />
        </div>
      )}
    </div>
  );
}
