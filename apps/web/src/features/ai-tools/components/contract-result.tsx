import {
  CONTRACT_FIELDS_BY_KIND,
  type TContractField,
  type TContractParseResponse,
} from '@nestwise/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Assumptions, Panel, SourceExcerpt } from './tool-parts';
import { CONTRACT_FIELD_LABELS, CONTRACT_KIND_LABELS } from '../lib/contract-labels';
import { DeadlineTimeline } from './contract-timeline';
import { formatCalendarDay } from '@/lib/dates';

const PARTY_FIELDS = new Set<TContractField>(['buyer', 'seller', 'landlord', 'tenant']);

/** A date the parser found ('2026-03-14') reads as people write dates; other values as found. */
function fieldText(value: { value: unknown; display: string }): string {
  return typeof value.value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value.value)
    ? formatCalendarDay(value.value)
    : value.display;
}

export function ContractResult({ result, text }: { result: TContractParseResponse; text: string }) {
  if (result.kind === 'not-a-contract') {
    return (
      <Alert tone="info">
        <p className="font-semibold" data-testid="contract-notice">
          {result.notice}
        </p>
        <p className="mt-1">No terms were extracted from this text.</p>
      </Alert>
    );
  }
  const shown = CONTRACT_FIELDS_BY_KIND[result.kind];
  const found = shown.filter((field) => result.fields[field] !== null);
  return (
    <>
      <Panel
        title={
          result.kind === 'addendum'
            ? `Terms in this addendum (${found.length})`
            : `Extracted terms (${found.length} of ${shown.length})`
        }
        actions={
          <span data-testid="contract-kind">
            <Badge tone="primary">{CONTRACT_KIND_LABELS[result.kind]}</Badge>
          </span>
        }
      >
        {found.length === 0 ? (
          <p className="text-sm">Nothing recognisable was found.</p>
        ) : (
          <dl className="space-y-4">
            {found.map((field) => {
              const value = result.fields[field]!;
              const names = PARTY_FIELDS.has(field) ? (value.value as string[]) : null;
              return (
                <div key={field} className="grid gap-1.5 sm:grid-cols-[11rem_minmax(0,1fr)]">
                  <dt className="text-sm font-semibold">{CONTRACT_FIELD_LABELS[field]}</dt>
                  <dd className="min-w-0 space-y-1.5">
                    {names && names.length > 1 ? (
                      <ul className="font-medium" data-testid={`contract-${field}`}>
                        {names.map((name) => (
                          <li key={name}>{name}</li>
                        ))}
                      </ul>
                    ) : (
                      <p className="font-medium" data-testid={`contract-${field}`}>
                        {fieldText(value)}
                      </p>
                    )}
                    <SourceExcerpt
                      text={text}
                      start={value.source.start}
                      end={value.source.end}
                      context={40}
                    />
                  </dd>
                </div>
              );
            })}
          </dl>
        )}
      </Panel>
      <DeadlineTimeline result={result} />
      {result.notFound.length > 0 && (
        <Alert tone="info">
          <p className="font-semibold">Not found in this text</p>
          <ul className="mt-1 list-disc pl-5">
            {result.notFound.map((field) => (
              <li key={field}>{CONTRACT_FIELD_LABELS[field]}</li>
            ))}
          </ul>
          <p className="mt-2">
            Check the contract for these by hand; they may be worded unusually or absent.
          </p>
        </Alert>
      )}
      <Assumptions items={result.assumptions} />
    </>
  );
}
