import { Link } from 'react-router';
import { DROPDOWN_CLOSE_DELAY_MS } from '@nestwise/shared';
import { Dropdown, dropdownItemClasses } from '@/components/ui/dropdown';
import { ChevronDownIcon, SparklesIcon } from '@/components/ui/icons';
import { AI_TOOLS } from '@/config/ai-tools';
import { paths } from '@/config/paths';

/** Opens on hover or click, closes 300 ms after the pointer leaves, lists the six tools. */
export function AiToolboxMenu() {
  return (
    <Dropdown
      openOnHover
      closeDelay={DROPDOWN_CLOSE_DELAY_MS}
      align="left"
      trigger={
        <>
          <SparklesIcon className="size-4" />
          AI Toolbox
          <ChevronDownIcon className="size-4" />
        </>
      }
      buttonClassName="inline-flex items-center gap-1.5 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      panelClassName="w-80"
    >
      {(close) => (
        <ul aria-label="AI tools">
          {AI_TOOLS.map((tool) => (
            <li key={tool.tab}>
              <Link
                to={paths.aiTools(tool.tab)}
                onClick={close}
                className={`${dropdownItemClasses} flex-col !items-start gap-0.5`}
              >
                <span className="font-semibold">{tool.name}</span>
                <span className="text-xs text-slate-600 dark:text-slate-300">{tool.summary}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Dropdown>
  );
}
