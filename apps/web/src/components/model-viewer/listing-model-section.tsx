import type { TProperty } from '@nestwise/shared';
import { Link } from 'react-router';
import { CubeIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useNearViewport } from '@/lib/use-near-viewport';
import { ModelViewer } from './model-viewer';

/**
 * The listing page's 3D model: the viewer with the first model (downloaded, with three.js, only
 * when the section nears the screen) and a link to the full digital twin.
 */
export function ListingModelSection({ property }: { property: TProperty }) {
  const { models, documents } = property.digitalTwin;
  const { ref, near } = useNearViewport();
  const hasTwin = models.length > 0 || documents.length > 0;
  return (
    <section
      aria-labelledby="model-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="model-title" className="flex items-center gap-2 text-lg font-bold tracking-tight">
          <CubeIcon className="size-5 text-teal-700 dark:text-teal-300" />
          3D model
        </h2>
        {hasTwin && (
          <Link
            to={paths.digitalTwinOf(property.id)}
            className="text-sm font-semibold text-teal-700 hover:underline dark:text-teal-300"
          >
            Open digital twin →
          </Link>
        )}
      </div>
      <div ref={ref} className="mt-3">
        {models.length > 0 && !near ? (
          <div className="h-72 rounded-xl bg-slate-100 sm:h-[26rem] dark:bg-slate-800" />
        ) : (
          <ModelViewer model={models[0] ?? null} title={property.title} />
        )}
      </div>
      {models.length > 1 && (
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-300">
          This property has {models.length} models: open the digital twin to switch between them.
        </p>
      )}
    </section>
  );
}
