/**
 * The name of the listing the server may render /properties/{id} with (lib/initial-data). Its own
 * file: the listing page reads it on its first load, and initial-requests.ts brings the search's
 * code along with it.
 */
export const INITIAL_LISTING = 'listing';
