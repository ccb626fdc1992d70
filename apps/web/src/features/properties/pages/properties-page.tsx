import { Link, useSearchParams } from 'react-router';
import { Container } from '@/components/ui/container';
import { PlaceholderPage } from '@/components/ui/placeholder-page';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /properties: the list with filters and the comparison bar (built by the marketplace issue). */
export function PropertiesPage() {
  useDocumentTitle('Properties');
  const [params] = useSearchParams();
  const filters = [...params.entries()];
  return (
    <Container>
      <PlaceholderPage
        title="Properties"
        description="Browse homes for sale and for rent, filter them, save your favorites and compare up to four side by side."
      >
        {filters.length > 0 ? (
          <>
            <p className="font-medium">Your search</p>
            <ul className="mt-2 flex flex-wrap gap-2">
              {filters.map(([key, value]) => (
                <li
                  key={`${key}=${value}`}
                  className="rounded-full bg-white px-3 py-1 text-sm dark:bg-slate-800"
                >
                  {key}: {value}
                </li>
              ))}
            </ul>
            <p className="mt-4">Listings matching your search will appear here.</p>
          </>
        ) : (
          <p>The property listings will appear here.</p>
        )}
        <p className="mt-4">
          <Link
            to={paths.home}
            className="font-semibold text-teal-700 hover:underline dark:text-teal-300"
          >
            Back to the search
          </Link>
        </p>
      </PlaceholderPage>
    </Container>
  );
}

export default PropertiesPage;
