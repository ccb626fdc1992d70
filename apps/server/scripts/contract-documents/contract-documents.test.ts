import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  evaluateContracts,
  hasEvaluationSet,
} from '../../src/modules/ai-tools/contract/evaluation/contract-evaluation';
import { writeContractDocuments } from './contract-documents';

const LEASE = `RESIDENTIAL LEASE AGREEMENT
Landlord: Juniper Court Rentals LLC
Tenant: Mira Castellanos
The parties agree that Tenant shall pay rent on the first day of each month.
Premises: 41 Alder Grove Lane, Unit 2, Bend, OR 97701
Monthly rent of $1,725.
Security deposit: $1,725.
The term of this Lease is from July 1, 2026 to June 30, 2027.
Late fee: $50 if rent is more than five (5) days late.
No pets are allowed on the Premises without written consent, which Landlord may withhold for any reason at all under this lease agreement.`;

describe('a set written as text, turned into PDF and Word with one command, then scored', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-set-'));
  afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('writes text, PDF and Word for every source, and all three read back alike', async () => {
    fs.mkdirSync(path.join(folder, 'source'));
    fs.writeFileSync(path.join(folder, 'source', 'lease-bend.txt'), LEASE);
    const written = await writeContractDocuments({
      sourceDir: path.join(folder, 'source'),
      outDir: folder,
      pdf: 'all',
      docx: 'all',
      copyText: true,
    });
    expect(written.map((file) => path.basename(file))).toEqual([
      'lease-bend.txt',
      'lease-bend.pdf',
      'lease-bend.docx',
    ]);
    const expected = {
      kind: 'lease',
      fields: {
        landlord: ['Juniper Court Rentals LLC'],
        tenant: ['Mira Castellanos'],
        propertyAddress: '41 Alder Grove Lane, Unit 2, Bend, OR 97701',
        monthlyRent: 1725,
        leaseStart: '2026-07-01',
        leaseEnd: '2027-06-30',
        leaseTerm: { months: 12 },
        securityDeposit: 1725,
        lateFee: { amount: 50, graceDays: 5 },
        petsPolicy: { allowed: false, deposit: null },
      },
      deadlines: [],
    };
    const folderUrl = pathToFileURL(`${folder}/`);
    expect(hasEvaluationSet(folderUrl)).toBe(false);
    fs.writeFileSync(
      path.join(folder, 'expected.json'),
      JSON.stringify(
        Object.fromEntries(['txt', 'pdf', 'docx'].map((ext) => [`lease-bend.${ext}`, expected])),
      ),
    );
    expect(hasEvaluationSet(folderUrl)).toBe(true);
    const scores = await evaluateContracts(folderUrl);
    for (const score of scores) {
      expect(score.misses, score.file).toEqual([]);
      expect(score.truePositives, score.file).toBe(11);
    }
  });
});
