import { TEST_CARD_LIST } from '@nestwise/shared';
import { Badge } from '@/components/ui/badge';

/** Shown whenever the embedded test provider takes payments: no money moves. */
export function TestModeBanner() {
  return (
    <section
      aria-labelledby="test-mode-title"
      className="rounded-xl border-2 border-dashed border-amber-500 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-400 dark:bg-amber-950 dark:text-amber-100"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="warning">TEST MODE</Badge>
        <h2 id="test-mode-title" className="font-semibold">
          Payments are simulated: no card is charged and no money moves.
        </h2>
      </div>
      <p className="mt-2">
        Use one of these test cards with any future expiry date, any 3-digit security code and any
        name:
      </p>
      <ul className="mt-2 space-y-1">
        {TEST_CARD_LIST.map((card) => (
          <li key={card.number} className="flex flex-wrap gap-x-2">
            <span className="font-mono font-semibold">{card.number}</span>
            <span>{card.outcome}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
