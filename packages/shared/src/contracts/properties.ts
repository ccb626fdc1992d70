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
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** Listings: search, one listing, and the agent's and admin's writes. */
export const findProperties = defineOperation({
  name: 'findProperties',
  method: 'GET',
  path: '/api/properties',
  summary: 'Search listings (buy, rent and sold modes), a page at a time',
  description:
    'Anyone sees approved, active listings; an agent signed in also sees their own, an admin all.',
  tags: ['properties'],
  auth: 'public',
  query: ZListPropertiesQuerySchema,
  responses: { 200: ZPropertyPageSchema, ...apiErrors },
});

export const createProperty = defineOperation({
  name: 'createProperty',
  method: 'POST',
  path: '/api/properties',
  summary: 'Create a listing (pending approval)',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  body: ZCreatePropertyRequestSchema,
  responses: { 201: ZPropertySchema, ...apiErrors },
});

export const getProperty = defineOperation({
  name: 'getProperty',
  method: 'GET',
  path: '/api/properties/{id}',
  summary: 'One listing',
  description: 'Public listings to anyone; a pending or hidden one to its agent and admins.',
  tags: ['properties'],
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const updateProperty = defineOperation({
  name: 'updateProperty',
  method: 'PATCH',
  path: '/api/properties/{id}',
  summary: 'Edit a listing',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZUpdatePropertyRequestSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const deleteProperty = defineOperation({
  name: 'deleteProperty',
  method: 'DELETE',
  path: '/api/properties/{id}',
  summary: 'Delete a listing and its files',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZDeletePropertyResponseSchema, ...apiErrors },
});

export const decidePropertyApproval = defineOperation({
  name: 'decidePropertyApproval',
  method: 'POST',
  path: '/api/properties/{id}/approval',
  summary: 'Approve or reject a listing',
  tags: ['properties'],
  auth: ['admin'],
  params: ZPropertyIdParamsSchema,
  body: ZApprovalDecisionRequestSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const setPropertyActive = defineOperation({
  name: 'setPropertyActive',
  method: 'POST',
  path: '/api/properties/{id}/active',
  summary: 'Show or hide a listing',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZSetPropertyActiveRequestSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const changePropertyStatus = defineOperation({
  name: 'changePropertyStatus',
  method: 'POST',
  path: '/api/properties/{id}/status',
  summary: "Change a listing's status (sold and rented name the buyer)",
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  body: ZChangePropertyStatusRequestSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const suggestLocations = defineOperation({
  name: 'suggestLocations',
  method: 'GET',
  path: '/api/locations/suggest',
  summary: 'Suggest cities, neighborhoods, ZIP codes and addresses for the location box',
  description:
    'Public listings of the mode only; at most eight suggestions, grouped by kind. Rate-limited per address.',
  tags: ['properties'],
  auth: 'public',
  query: ZSuggestLocationsRequestSchema,
  responses: { 200: ZSuggestLocationsResponseSchema, ...apiErrors },
});
