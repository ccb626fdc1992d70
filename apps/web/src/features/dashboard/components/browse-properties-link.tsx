import { Link } from 'react-router';
import { paths } from '@/config/paths';

/** The way on from an empty list of one's properties: the search. */
export function BrowsePropertiesLink() {
  return (
    <Link
      to={paths.properties}
      className="font-semibold text-teal-800 underline dark:text-teal-300"
    >
      Browse properties
    </Link>
  );
}
