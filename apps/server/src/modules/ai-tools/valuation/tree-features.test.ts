import { describe, expect, it } from 'vitest';
import { treeEncodingOf, treeFeatures, treeTrainingRows } from './tree-features';
import { syntheticMarket } from './valuation.test-support';

const AREA = 10; // the area price encoding's column

describe('tree features', () => {
  const sales = syntheticMarket(200);
  const encoding = treeEncodingOf(sales);

  it('encodes the area price: the dearer ZIP (95002, +20 %) gets the higher value', () => {
    const home = { ...sales[0]!, garageSpaces: 2 };
    const in95001 = treeFeatures(encoding, { ...home, zip: '95001' }, '2024-06');
    const in95002 = treeFeatures(encoding, { ...home, zip: '95002' }, '2024-06');
    expect(in95002[AREA]! - in95001[AREA]!).toBeGreaterThan(Math.log(1.1));
    expect(in95001[8]).toBe(2); // garage spaces
    expect(in95001[9]! - treeFeatures(encoding, home, '2024-01')[9]!).toBe(5); // months
  });

  it("keeps each training sale's own price out of its area encoding", () => {
    // One sale priced absurdly high moves its ZIP's encoding for other sales, not for itself.
    const skewed = sales.map((sale, index) => (index === 0 ? { ...sale, price: 1e9 } : sale));
    const rows = treeTrainingRows(treeEncodingOf(skewed), skewed);
    const plain = treeTrainingRows(treeEncodingOf(sales), sales);
    expect(rows[0]![AREA]).toBeCloseTo(plain[0]![AREA]!, 1);
    const sameZipOtherFold = skewed.findIndex(
      (sale, index) => index % 5 !== 0 && sale.zip === skewed[0]!.zip,
    );
    expect(rows[sameZipOtherFold]![AREA]! - plain[sameZipOtherFold]![AREA]!).toBeGreaterThan(0.05);
  });
});
