/**
 * Contract documents from their text: a PDF laid out like a printed contract (lines wrapped at the
 * page width, long words hyphenated at a line end, pages of 46 lines), so the evaluation reads what
 * pdf.js gives the web tool for a real upload, and a Word file. Deterministic output.
 */
import fs from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';

const WIDTH = 78;
const LINES_PER_PAGE = 46;

/** Greedy wrapping at WIDTH characters; a long word that does not fit is hyphenated. */
function wrap(paragraph: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of paragraph.split(' ')) {
    const candidate = line ? `${line} ${word}` : word;
    if (candidate.length <= WIDTH) {
      line = candidate;
      continue;
    }
    const room = WIDTH - line.length - 2;
    if (/^[a-z]{9,}$/i.test(word) && room >= 4 && word.length - room >= 4) {
      lines.push(`${line} ${word.slice(0, room)}-`);
      line = word.slice(room);
    } else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** A text as a printed PDF: wrapped at 78 characters, long words hyphenated, 46 lines a page. */
export function pdfFromText(text: string): Buffer {
  const lines = text.split('\n').flatMap((paragraph) => (paragraph ? wrap(paragraph) : ['']));
  const pages: string[][] = [];
  for (let index = 0; index < lines.length; index += LINES_PER_PAGE)
    pages.push(lines.slice(index, index + LINES_PER_PAGE));
  const escape = (line: string) => line.replace(/[\\()]/g, (c) => `\\${c}`);
  const objects: string[] = ['<< /Type /Catalog /Pages 2 0 R >>', ''];
  const kids: string[] = [];
  const font = 3;
  objects.push('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  for (const page of pages) {
    const stream = `BT /F1 10 Tf 56 740 Td 14 TL ${page.map((line) => `(${escape(line)}) '`).join('\n')} ET`;
    objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
    const contents = objects.length;
    objects.push(
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
    );
    kids.push(`${objects.length} 0 R`);
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${kids.length} >>`;
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const xml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One paragraph per line; a leading "Label:" is its own bold run, as forms are typed. */
function paragraph(line: string): string {
  const label = /^([^:]{2,40}:)(.*)$/.exec(line);
  const run = (text: string, bold = false) =>
    `<w:r>${bold ? '<w:rPr><w:b/></w:rPr>' : ''}<w:t xml:space="preserve">${xml(text)}</w:t></w:r>`;
  return `<w:p>${label ? run(label[1]!, true) + run(label[2]!) : run(line)}</w:p>`;
}

/** A text as a Word file: one paragraph per line, a leading "Label:" in bold. */
export async function docxFromText(text: string): Promise<Buffer> {
  const zip = new JSZip();
  const date = new Date('2025-01-01T00:00:00Z');
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    { date },
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    { date },
  );
  const body = text
    .split('\n')
    .filter((line) => line.trim())
    .map(paragraph)
    .join('');
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
    { date },
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

export interface DocumentPlan {
  /** Folder of `<name>.txt` sources. */
  sourceDir: string;
  /** Folder the documents are written to. */
  outDir: string;
  /** Names to write as PDF, or 'all' for every source. */
  pdf: readonly string[] | 'all';
  docx: readonly string[] | 'all';
  /** Also copy each source as `<outDir>/<name>.txt` (the text part of the set). */
  copyText: boolean;
}

/** Writes the planned documents; returns the paths written. */
export async function writeContractDocuments(plan: DocumentPlan): Promise<string[]> {
  const names = fs
    .readdirSync(plan.sourceDir)
    .filter((file) => file.endsWith('.txt'))
    .map((file) => file.slice(0, -'.txt'.length))
    .sort();
  const chosen = (list: readonly string[] | 'all') =>
    list === 'all' ? names : list.filter((name) => names.includes(name));
  const source = (name: string) =>
    fs.readFileSync(path.join(plan.sourceDir, `${name}.txt`), 'utf8').trimEnd();
  const written: string[] = [];
  const write = (file: string, bytes: Buffer | string) => {
    fs.writeFileSync(file, bytes);
    written.push(file);
  };
  if (plan.copyText)
    for (const name of names) write(path.join(plan.outDir, `${name}.txt`), `${source(name)}\n`);
  for (const name of chosen(plan.pdf))
    write(path.join(plan.outDir, `${name}.pdf`), pdfFromText(source(name)));
  for (const name of chosen(plan.docx))
    write(path.join(plan.outDir, `${name}.docx`), await docxFromText(source(name)));
  return written;
}
