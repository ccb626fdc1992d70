import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useCreateValuation } from '../api/create-valuation';
import { useToolForm } from '../hooks/use-tool-form';
import type { ToolProps } from '../lib/tool-props';
import { HomeFactsFields } from './home-facts-fields';
import { FormPanel, ResultArea, SubmitFooter } from './submit-parts';
import {
  initialValuationForm,
  SACRAMENTO_EXAMPLE,
  VALUATION_FACTS,
  valuationBody,
} from './valuation-form';
import { ValuationResult } from './valuation-result';

export default function ValuationTool({ listing }: ToolProps) {
  const { form, setForm, set, state, onSubmit } = useToolForm(useCreateValuation, {
    listing,
    initial: initialValuationForm,
    toInput: valuationBody,
  });

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)]">
      <FormPanel
        title="The home"
        label="Valuation"
        onSubmit={onSubmit}
        actions={
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => setForm(SACRAMENTO_EXAMPLE)}
          >
            Use an example
          </Button>
        }
      >
        <HomeFactsFields
          facts={VALUATION_FACTS}
          values={form}
          onChange={(key, value) => set(key)(value)}
        />
        <TextField
          label="Value as of (optional)"
          type="date"
          value={form.asOf}
          onValueChange={set('asOf')}
        />
        <div className="col-span-2">
          <SubmitFooter state={state} label="Estimate value" busyLabel="Estimating…" />
        </div>
      </FormPanel>
      <ResultArea
        state={state}
        busyText="Fitting the model and finding comparable sales…"
        idleText="Describe the home and choose Estimate value. Location, type, rooms and living area are needed; the rest sharpens the estimate."
      >
        {(data) => <ValuationResult result={data} />}
      </ResultArea>
    </div>
  );
}
