import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PageHeader } from '@/components/ui/page-header';
import { AI_TOOLS } from '@/config/ai-tools';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /ai-tools?tab=…: the six AI tools (their panels are built by the AI-tools issue). */
export function AiToolsPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const [params] = useSearchParams();
  const selected = AI_TOOLS.find((tool) => tool.tab === params.get('tab')) ?? AI_TOOLS[0];
  useDocumentTitle(`${selected.name} · AI Tools`);
  const base = inDashboard ? paths.dashboard.aiTools : paths.aiTools();
  const content = (
    <>
      <PageHeader
        title="AI Tools"
        description="Price a home, read its market, structure a deal, parse a contract, simulate returns and check compliance."
      />
      <nav aria-label="AI tools">
        <ul className="flex flex-wrap gap-2">
          {AI_TOOLS.map((tool) => {
            const active = tool.tab === selected.tab;
            return (
              <li key={tool.tab}>
                <Link
                  to={`${base}?tab=${tool.tab}`}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'inline-block rounded-full border px-4 py-2 text-sm font-medium',
                    active
                      ? 'border-teal-700 bg-teal-700 text-white'
                      : 'border-slate-300 hover:bg-slate-100 dark:border-slate-700 dark:hover:bg-slate-800',
                  )}
                >
                  {tool.name}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <section
        aria-labelledby="ai-tool-title"
        className="mt-6 rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-8 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="ai-tool-title" className="text-xl font-semibold">
          {selected.name}
        </h2>
        <p className="mt-2 text-slate-700 dark:text-slate-300">{selected.summary}</p>
        <p className="mt-4 text-slate-700 dark:text-slate-300">
          This tool will be available here soon.
        </p>
      </section>
    </>
  );
  return inDashboard ? content : <Container>{content}</Container>;
}

export function DashboardAiToolsPage() {
  return <AiToolsPage inDashboard />;
}

export default AiToolsPage;
