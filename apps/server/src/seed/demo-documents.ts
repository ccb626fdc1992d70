import { seededRandom } from '../lib/seeded-random';

/**
 * Demo digital-twin documents: small, valid one-page PDFs written by hand (no library, no
 * network), the same bytes for the same name. `/demo-media/document-{variant}-inspection.pdf` is
 * an inspection report; `/demo-media/document-{variant}-floor-plan.pdf` draws a floor plan.
 */
export const DEMO_DOCUMENT_KINDS = ['inspection', 'floor-plan'] as const;
export type DemoDocumentKind = (typeof DEMO_DOCUMENT_KINDS)[number];

export const DEMO_DOCUMENT_NAMES: Record<DemoDocumentKind, string> = {
  inspection: 'Inspection report',
  'floor-plan': 'Floor plan',
};

export function demoDocumentUrl(kind: DemoDocumentKind, variant: number) {
  return `/demo-media/document-${variant}-${kind}.pdf`;
}

/** PDF strings escape backslash and parentheses; the demo texts are ASCII. */
const pdfText = (text: string) => text.replace(/[\\()]/g, (c) => `\\${c}`);

const text = (x: number, y: number, size: number, value: string, bold = false) =>
  `BT /${bold ? 'F2' : 'F1'} ${size} Tf ${x} ${y} Td (${pdfText(value)}) Tj ET`;

const CONDITIONS = ['Good', 'Fair', 'Good', 'Excellent', 'Needs attention'];
const AREAS = [
  'Roof and gutters',
  'Foundation',
  'Electrical panel',
  'Plumbing',
  'Heating and cooling',
  'Windows and doors',
  'Attic insulation',
  'Smoke and CO detectors',
];

function inspectionContent(variant: number): string {
  const random = seededRandom(variant * 31 + 7);
  const lines = [
    'q 0.06 0.46 0.43 rg 0 792 612 -72 re f Q',
    `q 1 1 1 rg ${text(56, 745, 24, 'Inspection report', true)} Q`,
    text(56, 690, 12, `Nestwise demo property ${variant}`),
    text(56, 672, 12, 'Inspected by: Nestwise Home Inspections (demo)'),
    'q 0.8 0.84 0.88 RG 1 w 56 650 m 556 650 l S Q',
    text(56, 625, 14, 'Findings', true),
  ];
  AREAS.forEach((area, index) => {
    const y = 598 - index * 26;
    const condition = CONDITIONS[Math.floor(random() * CONDITIONS.length)]!;
    lines.push(text(56, y, 12, area), text(380, y, 12, condition, condition !== 'Good'));
    lines.push(`q 0.9 0.92 0.94 RG 0.5 w 56 ${y - 9} m 556 ${y - 9} l S Q`);
  });
  lines.push(
    text(56, 360, 14, 'Summary', true),
    text(56, 336, 12, 'No structural defects were found. Items marked otherwise should be'),
    text(56, 320, 12, 'reviewed by a licensed contractor before closing.'),
  );
  return lines.join('\n');
}

function floorPlanContent(variant: number): string {
  const random = seededRandom(variant * 17 + 3);
  const width = 380 + Math.floor(random() * 80);
  const depth = 300 + Math.floor(random() * 60);
  const x0 = (612 - width) / 2;
  const y0 = 160;
  const split = Math.round(width * (0.45 + random() * 0.15));
  const middle = Math.round(depth * 0.5);
  const room = (x: number, y: number, label: string) => text(x, y, 12, label);
  return [
    text(56, 740, 24, 'Floor plan', true),
    text(56, 712, 12, `Nestwise demo property ${variant} - ground floor, not to scale`),
    `q 0.95 0.97 0.98 rg ${x0} ${y0} ${width} ${depth} re f Q`,
    `q 0.12 0.16 0.22 RG 4 w ${x0} ${y0} ${width} ${depth} re S Q`,
    `q 0.12 0.16 0.22 RG 2 w ${x0 + split} ${y0} m ${x0 + split} ${y0 + depth} l S`,
    `${x0} ${y0 + middle} m ${x0 + split - 40} ${y0 + middle} l S`,
    `${x0 + split} ${y0 + middle + 30} m ${x0 + width} ${y0 + middle + 30} l S Q`,
    room(x0 + 20, y0 + depth - 30, 'Living room'),
    room(x0 + 20, y0 + middle - 30, 'Kitchen'),
    room(x0 + split + 20, y0 + depth - 30, 'Bedroom'),
    room(x0 + split + 20, y0 + middle, 'Bath'),
    `q 0.06 0.46 0.43 rg ${x0 + split / 2 - 20} ${y0 - 4} 40 8 re f Q`,
    text(x0 + split / 2 - 18, y0 - 24, 10, 'Entry'),
  ].join('\n');
}

/** A one-page US Letter PDF with Helvetica; xref offsets are counted from the bytes written. */
export function buildPdf(content: string, title: string): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1')} >>\nstream\n${content}\nendstream`,
    `<< /Title (${pdfText(title)}) /Producer (Nestwise demo catalogue) >>`,
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(out, 'latin1'));
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out, 'latin1');
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

export function demoDocumentPdf(kind: DemoDocumentKind, variant: number): Buffer {
  const content = kind === 'inspection' ? inspectionContent(variant) : floorPlanContent(variant);
  return buildPdf(content, DEMO_DOCUMENT_NAMES[kind]);
}
