/**
 * Writes the contract evaluation's PDF and Word files from their text sources.
 *
 * Development set (src/modules/ai-tools/contract/evaluation/fixtures/source/*.txt): the PDFs and
 * Word files named below.
 *
 *   npm run fixtures:contracts
 *
 * Blind set (evaluation/blind/source/*.txt, written by someone who has not read the parser): every
 * source as text, PDF and Word in evaluation/blind/, beside the expected.json its author writes
 * (keys `<name>.txt`, `<name>.pdf`, `<name>.docx`).
 *
 *   npm run fixtures:contracts -- --blind
 *
 * The earlier blind batch, development data now (evaluation/earlier-blind/source/*.txt), the same
 * way:
 *
 *   npm run fixtures:contracts -- --earlier-blind
 *
 * The second earlier blind batch, development data now (evaluation/earlier-blind-2/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-2
 *
 * The third earlier blind batch, development data now (evaluation/earlier-blind-3/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-3
 *
 * The fourth earlier blind batch, development data now (evaluation/earlier-blind-4/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-4
 *
 * The fifth earlier blind batch, development data now (evaluation/earlier-blind-5/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-5
 *
 * The sixth earlier blind batch, development data now (evaluation/earlier-blind-6/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-6
 *
 * The seventh earlier blind batch, development data now (evaluation/earlier-blind-7/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-7
 *
 * The eighth earlier blind batch, development data now (evaluation/earlier-blind-8/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-8
 *
 * The ninth earlier blind batch, development data now (evaluation/earlier-blind-9/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-9
 *
 * The tenth earlier blind batch, development data now (evaluation/earlier-blind-10/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-10
 *
 * The eleventh earlier blind batch, development data now (evaluation/earlier-blind-11/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-11
 *
 * The twelfth earlier blind batch, development data now (evaluation/earlier-blind-12/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-12
 *
 * The thirteenth earlier blind batch, development data now (evaluation/earlier-blind-13/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-13
 *
 * The fourteenth earlier blind batch, development data now (evaluation/earlier-blind-14/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-14
 *
 * The fifteenth earlier blind batch, development data now (evaluation/earlier-blind-15/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-15
 *
 * The sixteenth earlier blind batch, development data now (evaluation/earlier-blind-16/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-16
 *
 * The seventeenth earlier blind batch, development data now (evaluation/earlier-blind-17/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-17
 *
 * The eighteenth earlier blind batch, development data now (evaluation/earlier-blind-18/source/*.txt):
 *
 *   npm run fixtures:contracts -- --earlier-blind-18
 *
 * The own check documents (evaluation/own-check/source/*.txt), as text, PDF and Word:
 *
 *   npm run fixtures:contracts -- --own-check
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeContractDocuments } from './contract-documents/contract-documents';

const EVALUATION = fileURLToPath(
  new URL('../src/modules/ai-tools/contract/evaluation/', import.meta.url),
);
const PDF_SOURCES = [
  'purchase-willow',
  'lease-house',
  'lease-rental',
  'lease-kensington',
  'addendum-amendment',
];
const DOCX_SOURCES = ['purchase-harbor', 'purchase-whitfield', 'lease-duplex', 'addendum-credit'];

// the batches scored once and read since (development data now), each given by its own flag
const EARLIER_BATCHES = [
  'earlier-blind-18',
  'earlier-blind-17',
  'earlier-blind-16',
  'earlier-blind-15',
  'earlier-blind-14',
  'earlier-blind-13',
  'earlier-blind-12',
  'earlier-blind-11',
  'earlier-blind-9',
  'earlier-blind-10',
  'earlier-blind-8',
  'earlier-blind-7',
  'earlier-blind-6',
  'earlier-blind-5',
  'earlier-blind-4',
  'earlier-blind-3',
  'earlier-blind-2',
  'earlier-blind',
];
// the batches scored once and read since, and the session's own check documents: every source
// as text, PDF and Word
const earlier = [...EARLIER_BATCHES, 'own-check'].find((batch) =>
  process.argv.includes(`--${batch}`),
);
const blind = earlier !== undefined || process.argv.includes('--blind');
const folder = path.join(EVALUATION, earlier ?? (blind ? 'blind' : 'fixtures'));
// between batches the blind folder is empty: say so rather than fail on a missing folder
if (!fs.existsSync(path.join(folder, 'source'))) {
  console.log(`${path.relative(process.cwd(), folder)}/source is absent: nothing to write`);
  process.exit(0);
}
const written = await writeContractDocuments(
  blind
    ? {
        sourceDir: path.join(folder, 'source'),
        outDir: folder,
        pdf: 'all',
        docx: 'all',
        copyText: true,
      }
    : {
        sourceDir: path.join(folder, 'source'),
        outDir: folder,
        pdf: PDF_SOURCES,
        docx: DOCX_SOURCES,
        copyText: false,
      },
);
for (const file of written) console.log(`wrote ${path.relative(process.cwd(), file)}`);
