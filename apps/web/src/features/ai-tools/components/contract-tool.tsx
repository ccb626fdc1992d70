import { SAMPLE_CONTRACT } from '@nestwise/shared';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/form-fields';
import { useParseContract } from '../api/parse-contract';
import { useToolRun } from '../hooks/use-tool-run';
import { CONTRACT_FILE_ACCEPT, readContractFile, UnreadableFileError } from '../lib/read-document';
import type { ToolProps } from '../lib/tool-props';
import { Panel } from './tool-parts';
import { ContractResult } from './contract-result';
import { ResultArea, SubmitFooter } from './submit-parts';

const MAX_FILE_BYTES = 10_000_000;

export default function ContractTool(_props: ToolProps) {
  const [text, setText] = useState('');
  const [fileNote, setFileNote] = useState<string | null>(null);
  const { state, submit } = useToolRun(useParseContract);
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
    submit({ text });
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
            onValueChange={setText}
            rows={16}
            hint="Files are read in your browser; the text is parsed on our server and not stored. Scanned PDFs without a text layer cannot be read."
          />
          <SubmitFooter state={state} label="Extract terms" busyLabel="Reading…" />
        </form>
      </Panel>
      <ResultArea
        state={state}
        busyText="Reading the contract…"
        idleText="Paste a purchase agreement, lease or addendum (or upload a PDF, DOCX or TXT) and choose Extract terms. Each value links back to the words it came from."
      >
        {(data) => <ContractResult result={data} text={parsedText} />}
      </ResultArea>
    </div>
  );
}
