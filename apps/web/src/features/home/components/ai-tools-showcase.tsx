import { Link } from 'react-router';
import { SparklesIcon } from '@/components/ui/icons';
import { AI_TOOLS } from '@/config/ai-tools';
import { paths } from '@/config/paths';

export function AiToolsShowcase() {
  return (
    <section
      aria-labelledby="ai-tools-title"
      className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2 id="ai-tools-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          Six AI tools for every deal
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-300">
          From the first look to the signed contract, let AI do the number crunching and the
          reading.
        </p>
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {AI_TOOLS.map((tool) => (
            <li key={tool.tab}>
              <Link
                to={paths.aiTools(tool.tab)}
                className="flex h-full gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-teal-600 dark:border-slate-800 dark:bg-slate-950 dark:hover:border-teal-400"
              >
                <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-teal-50 text-teal-800 dark:bg-teal-950 dark:text-teal-200">
                  <SparklesIcon />
                </span>
                <span>
                  <span className="block font-semibold">{tool.name}</span>
                  <span className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
                    {tool.summary}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
