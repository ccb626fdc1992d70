import {
  ZPageQuerySchema,
  ZPropertyIdParamsSchema,
  ZPropertySchema,
  ZShareParamsSchema,
  ZShareTokenParamsSchema,
} from '../schemas/properties';
import {
  ZCreateShareResponseSchema,
  ZPropertyHistoryResponseSchema,
  ZPropertyShareSchema,
  ZPropertySharesResponseSchema,
  ZPropertyViewPageSchema,
  ZPublicPropertyHistorySchema,
  ZRecordViewResponseSchema,
} from '../schemas/property-activity';
import { properties } from './operation-groups';

/** A listing's history, views and share links. */
export const getPropertyHistory = properties.get('/api/properties/{id}/history', {
  name: 'getPropertyHistory',
  summary: "A listing's approval, status and visibility changes (its agent and admins)",
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertyHistoryResponseSchema },
});

export const getPropertyPublicHistory = properties.get('/api/properties/{id}/public-history', {
  name: 'getPropertyPublicHistory',
  summary: "A public listing's price and status history and days on market",
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPublicPropertyHistorySchema },
});

export const recordPropertyView = properties.post('/api/properties/{id}/views', {
  name: 'recordPropertyView',
  summary: 'Count a visit to a listing (once per visitor and window)',
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZRecordViewResponseSchema },
});

export const findPropertyViews = properties.get('/api/properties/{id}/views', {
  name: 'findPropertyViews',
  summary: "A listing's recorded views, a page at a time",
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  query: ZPageQuerySchema,
  responses: { 200: ZPropertyViewPageSchema },
});

export const createPropertyShare = properties.post('/api/properties/{id}/share', {
  name: 'createPropertyShare',
  summary: 'Create a share link to a listing',
  description: 'Any signed-in account that sees a public listing may share it.',
  auth: 'signed-in',
  params: ZPropertyIdParamsSchema,
  responses: { 201: ZCreateShareResponseSchema },
});

export const findPropertyShares = properties.get('/api/properties/{id}/shares', {
  name: 'findPropertyShares',
  summary: "A listing's share links",
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertySharesResponseSchema },
});

export const revokePropertyShare = properties.delete('/api/properties/{id}/shares/{shareId}', {
  name: 'revokePropertyShare',
  summary: 'Revoke a share link',
  description: "The listing's agent, an admin, or whoever made the link.",
  auth: 'signed-in',
  params: ZShareParamsSchema,
  responses: { 200: ZPropertyShareSchema },
});

export const getSharedProperty = properties.get('/api/shared/{token}', {
  name: 'getSharedProperty',
  summary: 'The listing a share link opens',
  auth: 'public',
  params: ZShareTokenParamsSchema,
  responses: { 200: ZPropertySchema },
});
