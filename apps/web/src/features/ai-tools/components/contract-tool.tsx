import { CONTRACT_FIELDS, type TContractParseResponse } from '@nestwise/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { cn } from '@/lib/cn';
import { requestContractParse } from '../api/ai-tools-api';
import { useSubmit } from '@/components/ai-tools/use-submit';
import { calendarDate } from '@/components/ai-tools/format';
import { CONTRACT_FIELD_LABELS, daysBetween, SAMPLE_CONTRACT } from '../lib/sample-contract';
import { CONTRACT_FILE_ACCEPT, readContractFile, UnreadableFileError } from '../lib/read-document';
import type { ToolProps } from '@/components/ai-tools/tool-props';
import { Assumptions, Panel, SourceExcerpt } from '@/components/ai-tools/tool-parts';
import { ResultArea, SubmitFooter } from '@/components/ai-tools/submit-parts';

const MAX_FILE_BYTES = 10_000_000;

export default function ContractTool(_props: ToolProps) {
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const { state, submit } = useSubmit((signal, body: string) => requestContractParse(body, signal));
  const [parsedText, setParsedText] = useState('');

  const [reading, setReading] = useState(false);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      setFileNote(`${file.name} is larger than 10 MB; paste the relevant part instead.`);
      return;
    }
    setReading(true);
    setFileNote(`Reading ${file.name}…`);
    try {
      const content = await readContractFile(file);
      setText(content);
      setFileNote(
        `Read ${file.name} (${content.length.toLocaleString('en-US')} characters). Check the text below, then Extract terms.`,
      );
    } catch (error) {
      setFileNote(
        error instanceof UnreadableFileError
          ? error.message
          : `Could not read ${file.name}. Copy the contract's text and paste it instead.`,
      );
    } finally {
      setReading(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setParsedText(text);
    submit(text);
  };

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <Panel
        title="The contract"
        className="self-start"
        actions={
          <Button
            variant="ghost"
            className="px-2 py-1 text-xs"
            onClick={() => {
              setText(SAMPLE_CONTRACT);
              setFileNote(null);
            }}
          >
            Use a sample
          </Button>
        }
      >
        <form onSubmit={onSubmit} noValidate aria-label="Contract">
          <div className="mb-3">
            <label htmlFor="contract-file" className="mb-1 block text-sm font-medium">
              Upload the contract (PDF, Word .docx or .txt)
            </label>
            <input
              id="contract-file"
              type="file"
              accept={CONTRACT_FILE_ACCEPT}
              disabled={reading}
              onChange={onFile}
              className="block w-full text-sm file:mr-3 file:rounded-lg file:border-0 file:bg-teal-700 file:px-3 file:py-2 file:font-semibold file:text-white hover:file:bg-teal-800"
            />
            {fileNote && (
              <p className="mt-1 text-sm text-slate-700 dark:text-slate-300" role="status">
                {fileNote}
              </p>
            )}
          </div>
          <TextAreaField
            label="Or paste the contract text"
            value={text}
            onChange={(event) => setText(event.target.value)}
            rows={16}
            hint="Files are read in your browser; the text is parsed on our server and not stored. Scanned PDFs without a text layer cannot be read."
          />
          <SubmitFooter state={state} label="Extract terms" busyLabel="Reading…" />
        </form>
      </Panel>
      <ResultArea
        result={
          state.status === 'success' && <ContractResult result={state.data} text={parsedText} />
        }
        busy={state.status === 'loading'}
        busyText="Reading the contract…"
        idleText="Paste a purchase agreement (or upload a PDF, DOCX or TXT) and choose Extract terms. Each value links back to the words it came from."
      />
    </div>
  );
}

function ContractResult({ result, text }: { result: TContractParseResponse; text: string }) {
  const found = CONTRACT_FIELDS.filter((field) => result.fields[field] !== null);
  return (
    <>
      <Panel title={`Extracted terms (${found.length} of ${CONTRACT_FIELDS.length})`}>
        {found.length === 0 ? (
          <p className="text-sm">Nothing recognisable was found.</p>
        ) : (
          <dl className="space-y-4">
            {found.map((field) => {
              const value = result.fields[field]!;
              return (
                <div key={field} className="grid gap-1.5 sm:grid-cols-[11rem_minmax(0,1fr)]">
                  <dt className="text-sm font-semibold">{CONTRACT_FIELD_LABELS[field]}</dt>
                  <dd className="min-w-0 space-y-1.5">
                    <p className="font-medium" data-testid={`contract-${field}`}>
                      {value.display}
                    </p>
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

interface TimelineEvent {
  name: string;
  date: string | null;
  detail: string;
  kind: 'anchor' | 'deadline';
}

function DeadlineTimeline({ result }: { result: TContractParseResponse }) {
  const effective = result.fields.effectiveDate?.value ?? null;
  const events: TimelineEvent[] = [];
  if (effective)
    events.push({ name: 'Effective date', date: effective, detail: 'Day 0', kind: 'anchor' });
  for (const deadline of result.deadlines) {
    events.push({
      name: titleCase(deadline.name),
      date: deadline.date,
      detail: `${deadline.days} ${deadline.businessDays ? 'business' : 'calendar'} days after the ${deadline.from === 'effectiveDate' ? 'effective date' : 'closing date'} — “${deadline.source.excerpt}”`,
      kind: 'deadline',
    });
  }
  const closing = result.fields.closingDate?.value ?? null;
  if (closing)
    events.push({ name: 'Closing', date: closing, detail: 'Close of escrow', kind: 'anchor' });
  const dated = events.filter((event) => event.date).sort((a, b) => a.date!.localeCompare(b.date!));
  const undated = events.filter((event) => !event.date);
  if (events.length === 0) {
    return (
      <Panel title="Deadlines">
        <p className="text-sm">No deadlines were found.</p>
      </Panel>
    );
  }
  return (
    <Panel title="Deadlines timeline">
      {!effective && (
        <p className="mb-3 text-sm text-amber-800 dark:text-amber-200">
          No effective date was found, so deadlines counted from it have no calendar date.
        </p>
      )}
      <ol className="relative ml-2 border-l-2 border-slate-200 dark:border-slate-700">
        {[...dated, ...undated].map((event, index) => (
          <li key={`${event.name}-${index}`} className="relative mb-5 pl-6 last:mb-0">
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 -left-[9px] size-4 rounded-full border-2 border-white dark:border-slate-900',
                event.kind === 'anchor'
                  ? 'bg-teal-700 dark:bg-teal-400'
                  : 'bg-amber-500 dark:bg-amber-300',
              )}
            />
            <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
              <span className="font-semibold">{event.name}</span>
              <time className="text-sm tabular-nums" dateTime={event.date ?? undefined}>
                {event.date ? calendarDate(event.date) : 'date unknown'}
              </time>
              {effective && event.date && event.kind === 'deadline' && (
                <Badge tone="neutral">day {daysBetween(effective, event.date)}</Badge>
              )}
            </div>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-300">{event.detail}</p>
          </li>
        ))}
      </ol>
    </Panel>
  );
}

function titleCase(value: string) {
  return value.toLowerCase().replace(/(^|\s)\S/g, (match) => match.toUpperCase());
}
