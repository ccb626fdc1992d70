import { Button } from '@/components/ui/button';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { NumberField, SelectField, TextAreaField } from '@/components/ui/form-fields';
import { TextField } from '@/components/ui/text-field';
import { useCheckCompliance } from '../api/check-compliance';
import { complianceBody, initialComplianceForm, LISTING_FACTS } from './compliance-form';
import { ComplianceResult } from './compliance-result';
import { useToolForm } from '../hooks/use-tool-form';
import { PROPERTY_TYPE_OPTIONS, type ToolProps } from '../lib/tool-props';
import { HomeFactsFields } from './home-facts-fields';
import { EmptyResult, FormError } from './tool-parts';
import { FormPanel, ResultArea, SubmitFooter } from './submit-parts';

export interface ComplianceToolProps extends ToolProps {
  /**
   * 'full' (the /ai-tools tab): the editable listing and the findings. 'panel' (a listing's page):
   * the listing as published is checked on opening, and only the findings show.
   */
  variant?: 'full' | 'panel';
}

export default function ComplianceTool({ listing, variant = 'full' }: ComplianceToolProps) {
  const user = useAppSelector(selectCurrentUser);
  // On a listing's page only its agent and admins can act on the findings.
  const forAgent =
    variant === 'full' || user?.role === 'admin' || (!!user && user.id === listing?.agentId);
  // `sent`: the listing as checked, which the findings quote while the fields change again.
  const { form, set, state, sent, run, onSubmit } = useToolForm(useCheckCompliance, {
    listing,
    initial: initialComplianceForm,
    toInput: (current) => complianceBody(current, listing),
  });

  if (variant === 'panel') {
    return (
      <div className="min-w-0 space-y-4" aria-live="polite">
        {state.status === 'success' && sent ? (
          <ComplianceResult result={state.data} form={sent} headingLevel={4} forAgent={forAgent} />
        ) : state.status === 'error' ? (
          <>
            <FormError message={state.message} />
            <Button type="button" variant="secondary" onClick={run}>
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
          onValueChange={set('title')}
        />
        <TextAreaField
          className="col-span-2"
          label="Description"
          rows={8}
          value={form.description}
          onValueChange={set('description')}
          hint="Paste the advertisement text as it will be published."
        />
        <SelectField
          label="Listing type"
          value={form.listingType}
          onValueChange={set('listingType')}
          options={[
            { value: 'sale', label: 'For sale' },
            { value: 'rent', label: 'For rent' },
          ]}
        />
        <SelectField
          label="Property type"
          value={form.propertyType}
          onValueChange={set('propertyType')}
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
        state={state}
        busyText="Checking the listing…"
        idleText="Paste a listing title and description (or open this tab from a listing) and choose Check listing."
      >
        {(data) => sent && <ComplianceResult result={data} form={sent} />}
      </ResultArea>
    </div>
  );
}
