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
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** A listing's history, views and share links. */
export const getPropertyHistory = defineOperation({
  name: 'getPropertyHistory',
  method: 'GET',
  path: '/api/properties/{id}/history',
  summary: "A listing's approval, status and visibility changes (its agent and admins)",
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertyHistoryResponseSchema, ...apiErrors },
});

export const getPropertyPublicHistory = defineOperation({
  name: 'getPropertyPublicHistory',
  method: 'GET',
  path: '/api/properties/{id}/public-history',
  summary: "A public listing's price and status history and days on market",
  tags: ['properties'],
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPublicPropertyHistorySchema, ...apiErrors },
});

export const recordPropertyView = defineOperation({
  name: 'recordPropertyView',
  method: 'POST',
  path: '/api/properties/{id}/views',
  summary: 'Count a visit to a listing (once per visitor and window)',
  tags: ['properties'],
  auth: 'public',
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZRecordViewResponseSchema, ...apiErrors },
});

export const findPropertyViews = defineOperation({
  name: 'findPropertyViews',
  method: 'GET',
  path: '/api/properties/{id}/views',
  summary: "A listing's recorded views, a page at a time",
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  query: ZPageQuerySchema,
  responses: { 200: ZPropertyViewPageSchema, ...apiErrors },
});

export const createPropertyShare = defineOperation({
  name: 'createPropertyShare',
  method: 'POST',
  path: '/api/properties/{id}/share',
  summary: 'Create a share link to a listing',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 201: ZCreateShareResponseSchema, ...apiErrors },
});

export const findPropertyShares = defineOperation({
  name: 'findPropertyShares',
  method: 'GET',
  path: '/api/properties/{id}/shares',
  summary: "A listing's share links",
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZPropertyIdParamsSchema,
  responses: { 200: ZPropertySharesResponseSchema, ...apiErrors },
});

export const revokePropertyShare = defineOperation({
  name: 'revokePropertyShare',
  method: 'DELETE',
  path: '/api/properties/{id}/shares/{shareId}',
  summary: 'Revoke a share link',
  tags: ['properties'],
  auth: ['agent', 'admin'],
  params: ZShareParamsSchema,
  responses: { 200: ZPropertyShareSchema, ...apiErrors },
});

export const getSharedProperty = defineOperation({
  name: 'getSharedProperty',
  method: 'GET',
  path: '/api/shared/{token}',
  summary: 'The listing a share link opens',
  tags: ['properties'],
  auth: 'public',
  params: ZShareTokenParamsSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});
