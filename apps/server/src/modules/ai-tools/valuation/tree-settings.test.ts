import { describe, expect, it } from 'vitest';
import { DEFAULT_BOOSTING } from './boosted-trees';
import { TREE_SETTINGS_GRID, tuneByCrossValidation } from './cross-validation';
import { fitTreeModel } from './tree-model';
import { tuneMarkets } from './valuation-model';
import { syntheticMarket } from './valuation.test-support';

/** Deepest leaf of a tree: a depth-d tree has leaves d levels below the root at most. */
function depthOf(tree: { column: Int32Array; left: Int32Array; right: Int32Array }): number {
  const walk = (node: number): number =>
    tree.column[node]! < 0 ? 0 : 1 + Math.max(walk(tree.left[node]!), walk(tree.right[node]!));
  return walk(0);
}

describe("the trees' settings, chosen by cross-validation with the stacking weight", () => {
  it('grows the trees at the settings it is given', () => {
    const sales = syntheticMarket(300);
    const shallow = fitTreeModel(sales, { depth: 2 });
    expect(Math.max(...shallow.boosted.trees.map(depthOf))).toBeLessThanOrEqual(2);
    const deep = fitTreeModel(sales, { depth: 6, minLeaf: 3 });
    expect(Math.max(...deep.boosted.trees.map(depthOf))).toBeGreaterThan(4);
  });

  it("picks one of the grid's settings, and the market's served trees are grown with it", () => {
    // Large homes in ZIP 95002 sell for 50 % more: the trees earn a share.
    const sales = syntheticMarket(400, {}, 11).map((sale) =>
      sale.zip === '95002' && sale.squareFeet > 2_000
        ? { ...sale, price: Math.round(sale.price * 1.5) }
        : sale,
    );
    const tuning = tuneByCrossValidation(sales);
    expect(TREE_SETTINGS_GRID).toContainEqual(tuning.treeSettings);
    const [served] = Object.values(tuneMarkets(sales));
    expect(served!.treeSettings).toEqual(tuning.treeSettings);
    const maxDepth = tuning.treeSettings.depth ?? DEFAULT_BOOSTING.depth;
    expect(Math.max(...served!.trees!.boosted.trees.map(depthOf))).toBeLessThanOrEqual(maxDepth);
  });
});
