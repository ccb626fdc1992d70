export {
  createSavedSearches as createSavedSearchesModule,
  type SavedSearches,
} from './saved-searches.module';
export type { SavedSearchPorts } from './saved-searches.ports';
