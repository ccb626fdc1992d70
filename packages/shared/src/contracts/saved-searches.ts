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
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** Saved searches and their alerts: each signed-in account keeps its own. */
export const findSavedSearches = defineOperation({
  name: 'findSavedSearches',
  method: 'GET',
  path: '/api/me/saved-searches',
  summary: "The signed-in account's saved searches, newest first",
  tags: ['saved-searches'],
  auth: 'signed-in',
  responses: { 200: ZListSavedSearchesResponseSchema, ...apiErrors },
});

export const createSavedSearch = defineOperation({
  name: 'createSavedSearch',
  method: 'POST',
  path: '/api/me/saved-searches',
  summary: 'Save a search with a name and an alert frequency',
  description: 'At most 25 per account; the same search twice answers 409.',
  tags: ['saved-searches'],
  auth: 'signed-in',
  body: ZCreateSavedSearchRequestSchema,
  responses: { 201: ZSavedSearchSchema, ...apiErrors },
});

export const updateSavedSearch = defineOperation({
  name: 'updateSavedSearch',
  method: 'PATCH',
  path: '/api/me/saved-searches/{id}',
  summary: "Rename a saved search or change its alerts (another account's id answers 404)",
  tags: ['saved-searches'],
  auth: 'signed-in',
  params: ZSavedSearchIdParamsSchema,
  body: ZUpdateSavedSearchRequestSchema,
  responses: { 200: ZSavedSearchSchema, ...apiErrors },
});

export const deleteSavedSearch = defineOperation({
  name: 'deleteSavedSearch',
  method: 'DELETE',
  path: '/api/me/saved-searches/{id}',
  summary: 'Delete a saved search',
  tags: ['saved-searches'],
  auth: 'signed-in',
  params: ZSavedSearchIdParamsSchema,
  responses: { 200: ZDeleteSavedSearchResponseSchema, ...apiErrors },
});

export const unsubscribeSavedSearch = defineOperation({
  name: 'unsubscribeSavedSearch',
  method: 'POST',
  path: '/api/saved-searches/unsubscribe',
  summary: "Turn off a saved search's alerts with the signed token from an alert mail",
  description: 'POST, not GET: mail scanners open links, and opening one must not turn alerts off.',
  tags: ['saved-searches'],
  auth: 'public',
  body: ZUnsubscribeSavedSearchRequestSchema,
  responses: { 200: ZUnsubscribeSavedSearchResponseSchema, ...apiErrors },
});
