/** Three card placeholders while the featured listings load. */
export function FeaturedSkeleton() {
  return (
    <ul
      aria-busy="true"
      aria-label="Loading listings"
      className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3"
    >
      {[0, 1, 2].map((index) => (
        <li key={index} className="h-72 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-800" />
      ))}
    </ul>
  );
}
