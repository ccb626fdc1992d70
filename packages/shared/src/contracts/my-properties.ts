import { ZFavoriteParamsSchema, ZPropertySchema } from '../schemas/properties';
import {
  ZDeclinePurchaseResponseSchema,
  ZFavoritesResponseSchema,
  ZPropertyListResponseSchema,
} from '../schemas/property-activity';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

/** The signed-in buyer's favourites and purchases. */
export const findFavoriteProperties = defineOperation({
  name: 'findFavoriteProperties',
  method: 'GET',
  path: '/api/me/favorites',
  summary: 'The listings the caller saved',
  tags: ['properties'],
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema, ...apiErrors },
});

export const addFavoriteProperty = defineOperation({
  name: 'addFavoriteProperty',
  method: 'PUT',
  path: '/api/me/favorites/{propertyId}',
  summary: 'Save a listing',
  tags: ['properties'],
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZFavoritesResponseSchema, ...apiErrors },
});

export const removeFavoriteProperty = defineOperation({
  name: 'removeFavoriteProperty',
  method: 'DELETE',
  path: '/api/me/favorites/{propertyId}',
  summary: 'Unsave a listing',
  tags: ['properties'],
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZFavoritesResponseSchema, ...apiErrors },
});

export const clearFavoriteProperties = defineOperation({
  name: 'clearFavoriteProperties',
  method: 'DELETE',
  path: '/api/me/favorites',
  summary: 'Unsave every listing',
  tags: ['properties'],
  auth: 'signed-in',
  responses: { 200: ZFavoritesResponseSchema, ...apiErrors },
});

export const findPurchasedProperties = defineOperation({
  name: 'findPurchasedProperties',
  method: 'GET',
  path: '/api/me/purchased',
  summary: 'The listings the caller bought or rented',
  tags: ['properties'],
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema, ...apiErrors },
});

export const findPendingPurchases = defineOperation({
  name: 'findPendingPurchases',
  method: 'GET',
  path: '/api/me/purchases/pending',
  summary: "Deals an agent recorded with the caller's email as buyer, awaiting the caller's answer",
  tags: ['properties'],
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema, ...apiErrors },
});

export const confirmPurchase = defineOperation({
  name: 'confirmPurchase',
  method: 'POST',
  path: '/api/me/purchases/{propertyId}/confirm',
  summary: 'Confirm being the buyer an agent named',
  tags: ['properties'],
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZPropertySchema, ...apiErrors },
});

export const declinePurchase = defineOperation({
  name: 'declinePurchase',
  method: 'POST',
  path: '/api/me/purchases/{propertyId}/decline',
  summary: 'Decline being the buyer an agent named',
  tags: ['properties'],
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZDeclinePurchaseResponseSchema, ...apiErrors },
});
