import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  BLIND_2_CASES,
  BLIND_3_CASES,
  BLIND_4_CASES,
  BLIND_5_CASES,
  BLIND_6_CASES,
  BLIND_7_CASES,
  BLIND_8_CASES,
  BLIND_9_CASES,
  BLIND_10_CASES,
  BLIND_11_CASES,
  BLIND_12_CASES,
  BLIND_13_CASES,
  BLIND_14_CASES,
  BLIND_15_CASES,
  BLIND_16_CASES,
  BLIND_17_CASES,
  DEV_5_CASES,
  DEV_6_CASES,
  DEV_7_CASES,
  DEV_8_CASES,
  DEV_9_CASES,
  EARLIER_BLIND_CASES,
  LISTING_CASES,
  loadBlindCases,
  scoreCompliance,
} from './score-compliance';

describe('compliance evaluation set (listing-phrases.json)', () => {
  it('holds at least 60 labelled phrases, half of them acceptable', () => {
    expect(LISTING_CASES.length).toBeGreaterThanOrEqual(60);
    const acceptable = LISTING_CASES.filter((item) => !item.flag).length;
    expect(acceptable).toBeGreaterThanOrEqual(LISTING_CASES.length / 2);
    expect(LISTING_CASES.filter((item) => item.flag).every((item) => item.class)).toBe(true);
  });

  it('reaches recall ≥ 95 % at precision ≥ 95 %, naming the right protected class', () => {
    const score = scoreCompliance();
    // the lists make a failure say which phrases regressed
    expect({ misses: score.misses, falseAlarms: score.falseAlarms }).toEqual({
      misses: score.recall >= 0.95 ? score.misses : [],
      falseAlarms: score.precision >= 0.95 ? score.falseAlarms : [],
    });
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the earlier blind batch (listing-phrases-earlier-blind.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 75 % on it', () => {
    expect(EARLIER_BLIND_CASES.length).toBeGreaterThanOrEqual(100);
    const score = scoreCompliance(EARLIER_BLIND_CASES);
    // five of its discriminatory sentences refuse vouchers with no state given, which the
    // checker does not judge (source of income is state law: source-of-income.ts)
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.75);
  });
});

describe('blind batch 2 (listing-phrases-blind-2.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_2_CASES.length).toBeGreaterThanOrEqual(140);
    const score = scoreCompliance(BLIND_2_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 3 (listing-phrases-blind-3.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_3_CASES.length).toBeGreaterThanOrEqual(180);
    const score = scoreCompliance(BLIND_3_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 4 (listing-phrases-blind-4.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_4_CASES.length).toBeGreaterThanOrEqual(200);
    const score = scoreCompliance(BLIND_4_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 5 (listing-phrases-blind-5.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_5_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(BLIND_5_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 6 (listing-phrases-blind-6.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_6_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(BLIND_6_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 7 (listing-phrases-blind-7.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_7_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(BLIND_7_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 8 (listing-phrases-blind-8.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_8_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(BLIND_8_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 9 (listing-phrases-blind-9.json, now development)', () => {
  it('is trained on now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_9_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(BLIND_9_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 10 (listing-phrases-blind-10.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(BLIND_10_CASES.length).toBeGreaterThanOrEqual(260);
    const score = scoreCompliance(BLIND_10_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('blind batch 11 (listing-phrases-blind-11.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 90 % on it', () => {
    expect(BLIND_11_CASES.length).toBeGreaterThanOrEqual(260);
    const score = scoreCompliance(BLIND_11_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('blind batch 12 (listing-phrases-blind-12.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 90 % on it', () => {
    expect(BLIND_12_CASES.length).toBeGreaterThanOrEqual(260);
    const score = scoreCompliance(BLIND_12_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('blind batch 13 (listing-phrases-blind-13.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 90 % on it', () => {
    expect(BLIND_13_CASES.length).toBeGreaterThanOrEqual(270);
    const score = scoreCompliance(BLIND_13_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('blind batch 17 (listing-phrases-blind-17.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 95 % on it', () => {
    expect(BLIND_17_CASES.length).toBeGreaterThanOrEqual(280);
    const score = scoreCompliance(BLIND_17_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('blind batch 16 (listing-phrases-blind-16.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 90 % on it', () => {
    expect(BLIND_16_CASES.length).toBeGreaterThanOrEqual(280);
    const score = scoreCompliance(BLIND_16_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('blind batch 15 (listing-phrases-blind-15.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 95 % on it', () => {
    expect(BLIND_15_CASES.length).toBeGreaterThanOrEqual(280);
    const score = scoreCompliance(BLIND_15_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('blind batch 14 (listing-phrases-blind-14.json, now development)', () => {
  it('is development data now, and the guard reaches precision ≥ 95 % and recall ≥ 90 % on it', () => {
    expect(BLIND_14_CASES.length).toBeGreaterThanOrEqual(280);
    const score = scoreCompliance(BLIND_14_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('development batch 5 (listing-phrases-dev-5.json, written by an outsider)', () => {
  it('is trained on, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(DEV_5_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(DEV_5_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('development batch 6 (listing-phrases-dev-6.json, written by an outsider)', () => {
  it('is trained on, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(DEV_6_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(DEV_6_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('development batch 7 (listing-phrases-dev-7.json, written by an outsider)', () => {
  it('is trained on, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(DEV_7_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(DEV_7_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('development batch 8 (listing-phrases-dev-8.json, written by an outsider)', () => {
  it('is trained on, and the guard reaches precision ≥ 95 % and recall ≥ 85 % on it', () => {
    expect(DEV_8_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(DEV_8_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.85);
  });
});

describe('development batch 9 (listing-phrases-dev-9.json, written by an outsider)', () => {
  it('is trained on, and the guard reaches precision ≥ 95 % and recall ≥ 95 % on it', () => {
    expect(DEV_9_CASES.length).toBeGreaterThanOrEqual(240);
    const score = scoreCompliance(DEV_9_CASES);
    expect(score.precision).toBeGreaterThanOrEqual(0.95);
    expect(score.recall).toBeGreaterThanOrEqual(0.95);
  });
});

describe('the blind part (listing-phrases-blind.json, written by others)', () => {
  it('is read in the development shape when present, and is null when absent or empty', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'blind-'));
    const file = path.join(folder, 'listing-phrases-blind.json');
    expect(loadBlindCases(pathToFileURL(file))).toBeNull();
    writeFileSync(file, '');
    expect(loadBlindCases(pathToFileURL(file))).toBeNull();
    writeFileSync(file, JSON.stringify({ about: 'batch 11, not yet written', cases: [] }));
    expect(loadBlindCases(pathToFileURL(file))).toBeNull();
    const cases = [
      { text: 'Whites only.', flag: true, class: 'race-or-color' },
      { text: 'Family room with a fireplace.', flag: false },
    ];
    writeFileSync(file, JSON.stringify({ about: 'two cases', cases }));
    const loaded = loadBlindCases(pathToFileURL(file));
    expect(loaded).toEqual(cases);
    expect(scoreCompliance(loaded!)).toMatchObject({ truePositives: 1, trueNegatives: 1 });
  });
});
