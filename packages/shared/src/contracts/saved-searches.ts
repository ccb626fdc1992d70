import {
  ZCreateSavedSearchRequestSchema,
  ZDeleteSavedSearchResponseSchema,
  ZListSavedSearchesResponseSchema,
  ZSavedSearchIdParamsSchema,
  ZSavedSearchSchema,
  ZUnsubscribeSavedSearchRequestSchema,
  ZUnsubscribeSavedSearchResponseSchema,
  ZUpdateSavedSearchRequestSchema,
} from '../schemas/saved-searches';
import { savedSearches } from './operation-groups';

/** Saved searches and their alerts: each signed-in account keeps its own. */
export const findSavedSearches = savedSearches.get('/api/me/saved-searches', {
  name: 'findSavedSearches',
  summary: "The signed-in account's saved searches, newest first",
  auth: 'signed-in',
  responses: { 200: ZListSavedSearchesResponseSchema },
});

export const createSavedSearch = savedSearches.post('/api/me/saved-searches', {
  name: 'createSavedSearch',
  summary: 'Save a search with a name and an alert frequency',
  description: 'At most 25 per account; the same search twice answers 409.',
  auth: 'signed-in',
  body: ZCreateSavedSearchRequestSchema,
  responses: { 201: ZSavedSearchSchema },
});

export const updateSavedSearch = savedSearches.patch('/api/me/saved-searches/{id}', {
  name: 'updateSavedSearch',
  summary: "Rename a saved search or change its alerts (another account's id answers 404)",
  auth: 'signed-in',
  params: ZSavedSearchIdParamsSchema,
  body: ZUpdateSavedSearchRequestSchema,
  responses: { 200: ZSavedSearchSchema },
});

export const deleteSavedSearch = savedSearches.delete('/api/me/saved-searches/{id}', {
  name: 'deleteSavedSearch',
  summary: 'Delete a saved search',
  auth: 'signed-in',
  params: ZSavedSearchIdParamsSchema,
  responses: { 200: ZDeleteSavedSearchResponseSchema },
});

export const unsubscribeSavedSearch = savedSearches.post('/api/saved-searches/unsubscribe', {
  name: 'unsubscribeSavedSearch',
  summary: "Turn off a saved search's alerts with the signed token from an alert mail",
  description: 'POST, not GET: mail scanners open links, and opening one must not turn alerts off.',
  auth: 'public',
  body: ZUnsubscribeSavedSearchRequestSchema,
  responses: { 200: ZUnsubscribeSavedSearchResponseSchema },
});
