import { checkAdvertisement } from '../src/lib/fair-housing';
import { clauseFeatures, clauses } from '../src/lib/fair-housing/learned/features';
import { probabilities } from '../src/lib/fair-housing/learned/model';
import model from '../src/lib/fair-housing/learned/model.json';
import { tokenize } from '../src/lib/fair-housing/tokenize';
import { toUnits } from '../src/lib/fair-housing/units';
for (const text of process.argv.slice(2)) {
  const found = checkAdvertisement(text);
  const tokens = tokenize(text);
  const units = toUnits(tokens);
  console.log(text, '→', found.map((f) => `${f.protectedClass}:${f.ruleId}:${f.severity}`).join(';'));
  for (const [a, b] of clauses(tokens)) {
    const f = clauseFeatures(tokens, a, b, units.filter((u) => u.from >= a && u.to <= b));
    const p = probabilities(model as any, f);
    console.log('   ', [...f].filter(([k]) => /^(cls|cue|who|w):/.test(k)).map(([k, v]) => `${k}${v === 1 ? '' : '=' + v.toFixed(2)}`).join(' '), p.map((x) => x.toFixed(2)).join(','));
  }
}
