import type { TProperty } from '@nestwise/shared';
import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ModelViewer } from '@/components/model-viewer/model-viewer';
import { Alert } from '@/components/ui/alert';
import { PageContainer } from '@/components/ui/container';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { selectCurrentUser, useAppSelector } from '@/stores/hooks';
import { useListingView } from '@/lib/listings/get-listing';
import { DocumentsPanel } from '../components/documents-panel';
import { ModelList } from '../components/model-list';
import { TwinUploads } from '../components/twin-uploads';
import { twinItemKey, useTwinEditor } from '../hooks/use-twin-editor';
import { twinContentsText } from '../lib/hub-filters';

const sectionTitle = 'text-lg font-bold tracking-tight';
const card =
  'rounded-2xl border border-slate-200 bg-white p-4 sm:p-5 dark:border-slate-800 dark:bg-slate-900';
const link = 'font-semibold text-teal-700 hover:underline dark:text-teal-300';

function TwinView({ initial, inDashboard }: { initial: TProperty; inDashboard: boolean }) {
  const user = useAppSelector(selectCurrentUser);
  const [property, setProperty] = useState(initial);
  useEffect(() => setProperty(initial), [initial]);
  const onSaved = useCallback((saved: TProperty) => setProperty(saved), []);
  const editor = useTwinEditor(property, onSaved);
  const isAdmin = user?.role === 'admin';
  const manages = !!user && (isAdmin || user.id === property.agentId);

  const { models, documents } = property.digitalTwin;
  const [chosen, setChosen] = useState<string | null>(null);
  const model = models.find((item) => twinItemKey(item) === chosen) ?? models[0] ?? null;
  const place = [property.location.address, property.location.city, property.location.state]
    .filter(Boolean)
    .join(', ');

  return (
    <article aria-labelledby="twin-title" className="space-y-6">
      {/* The dashboard layout has a breadcrumb of its own that leads back to the hub. */}
      {!inDashboard && (
        <nav aria-label="Breadcrumb" className="text-sm">
          <Link to={paths.digitalTwin} className={link}>
            ← Digital twin hub
          </Link>
        </nav>
      )}
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-semibold text-teal-700 dark:text-teal-300">Digital twin</p>
          <h1 id="twin-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
            {property.title}
          </h1>
          <p className="mt-1 text-slate-600 dark:text-slate-300">{place}</p>
          <p className="mt-1 text-sm font-medium text-slate-700 dark:text-slate-200">
            {twinContentsText(property.digitalTwin)}
          </p>
        </div>
        <Link to={paths.property(property.id)} className={link}>
          View the listing →
        </Link>
      </header>

      <section aria-labelledby="twin-model-title" className={`${card} space-y-4`}>
        <h2 id="twin-model-title" className={sectionTitle}>
          3D model{models.length > 1 ? 's' : ''}
        </h2>
        <ModelList
          models={models}
          selected={model ? twinItemKey(model) : null}
          onSelect={setChosen}
          onRemove={manages ? (item) => void editor.remove(item, 'models') : undefined}
          removing={editor.removing}
        />
        <ModelViewer model={model} title={property.title} allowFullscreen />
      </section>

      <section aria-labelledby="twin-documents-title" className={`${card} space-y-4`}>
        <h2 id="twin-documents-title" className={sectionTitle}>
          Documents
        </h2>
        <DocumentsPanel
          documents={documents}
          onRemove={manages ? (item) => void editor.remove(item, 'documents') : undefined}
          removing={editor.removing}
        />
      </section>

      {manages && (
        <section aria-labelledby="twin-manage-title" className={`${card} space-y-4`}>
          <h2 id="twin-manage-title" className={sectionTitle}>
            Add files
          </h2>
          <TwinUploads
            uploads={editor.uploads}
            onFiles={editor.addFiles}
            onClear={editor.clearFinished}
          />
        </section>
      )}
    </article>
  );
}

/** /digital-twin/{id} and /dashboard/digital-twin/{id}: one property's digital twin (issue 9). */
export function DigitalTwinPage({ inDashboard = false }: { inDashboard?: boolean }) {
  const { id = '' } = useParams();
  // The listing's agent and admins may see and manage more.
  const query = useListingView(id);
  const twin = query.currentData;
  const notFound = query.error instanceof ApiError && query.error.status === 404;
  useDocumentTitle(
    twin ? `${twin.title} — Digital Twin` : notFound ? 'Property not found' : 'Digital Twin',
  );

  let page;
  if (twin) {
    page = <TwinView initial={twin} inDashboard={inDashboard} />;
  } else if (!query.isError || query.isFetching) {
    page = (
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="h-80 w-full" />
      </div>
    );
  } else {
    page = (
      <div className="space-y-4">
        <h1 className="text-2xl font-bold tracking-tight">
          {notFound ? 'Property not found' : 'Digital Twin'}
        </h1>
        <Alert>
          {notFound
            ? 'This listing does not exist, was removed, or is not available to you.'
            : query.error instanceof ApiError
              ? query.error.message
              : 'Could not load this digital twin. Check your connection and try again.'}
        </Alert>
        <Link to={inDashboard ? paths.dashboard.digitalTwin : paths.digitalTwin} className={link}>
          ← Digital twin hub
        </Link>
      </div>
    );
  }
  return <PageContainer inDashboard={inDashboard}>{page}</PageContainer>;
}

export default DigitalTwinPage;
