import {
  ZCreatePropertyRequestSchema,
  ZListPropertiesQuerySchema,
  ZPropertyIdParamsSchema,
  ZPropertyPageSchema,
  ZPropertySchema,
  ZUpdatePropertyRequestSchema,
} from '../schemas/properties';
import {
  ZApprovalDecisionRequestSchema,
  ZChangePropertyStatusRequestSchema,
  ZDeletePropertyResponseSchema,
  ZSetPropertyActiveRequestSchema,
} from '../schemas/property-activity';
import {
  ZSuggestLocationsRequestSchema,
  ZSuggestLocationsResponseSchema,
} from '../schemas/location-suggestions';
import { properties } from './operation-groups';

/** Listings: search, one listing, and the agent's and admin's writes. */
export const findProperties = properties.get('/api/properties', {
  name: 'findProperties',
  summary: 'Search listings (buy, rent and sold modes), a page at a time',
  description:
    'Anyone sees approved, active listings; an agent signed in also sees their own, an admin all.',
  auth: 'public',
  query: ZListPropertiesQuerySchema,
  responses: { 200: ZPropertyPageSchema },
});

export const createProperty = properties.post('/api/properties', {
  name: 'createProperty',
  summary: 'Create a listing (pending approval)',
  auth: ['agent', 'admin'],
  body: ZCreatePropertyRequestSchema,
  responses: { 201: ZPropertySchema },
});

export const getProperty = properties.get('/api/properties/{id}', {
  name: 'getProperty',
  summary: 'One listing',
  description: 'Public listings to anyone; a pending or hidden one to its agent and admins.',
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertySchema },
});

export const updateProperty = properties.patch('/api/properties/{id}', {
  name: 'updateProperty',
  summary: 'Edit a listing',
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZUpdatePropertyRequestSchema,
  responses: { 200: ZPropertySchema },
});

export const deleteProperty = properties.delete('/api/properties/{id}', {
  name: 'deleteProperty',
  summary: 'Delete a listing and its files',
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZDeletePropertyResponseSchema },
});

export const decidePropertyApproval = properties.post('/api/properties/{id}/approval', {
  name: 'decidePropertyApproval',
  summary: 'Approve or reject a listing',
  auth: ['admin'],
  params: ZPropertyIdParamsSchema,
  body: ZApprovalDecisionRequestSchema,
  responses: { 200: ZPropertySchema },
});

export const setPropertyActive = properties.post('/api/properties/{id}/active', {
  name: 'setPropertyActive',
  summary: 'Show or hide a listing',
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZSetPropertyActiveRequestSchema,
  responses: { 200: ZPropertySchema },
});

export const changePropertyStatus = properties.post('/api/properties/{id}/status', {
  name: 'changePropertyStatus',
  summary: "Change a listing's status (sold and rented name the buyer)",
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZChangePropertyStatusRequestSchema,
  responses: { 200: ZPropertySchema },
});

export const suggestLocations = properties.get('/api/locations/suggest', {
  name: 'suggestLocations',
  summary: 'Suggest cities, neighborhoods, ZIP codes and addresses for the location box',
  description:
    'Public listings of the mode only; at most eight suggestions, grouped by kind. Rate-limited per address.',
  auth: 'public',
  query: ZSuggestLocationsRequestSchema,
  responses: { 200: ZSuggestLocationsResponseSchema },
});
