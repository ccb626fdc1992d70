import { ZFavoriteParamsSchema, ZPropertySchema } from '../schemas/properties';
import {
  ZDeclinePurchaseResponseSchema,
  ZFavoritesResponseSchema,
  ZPropertyListResponseSchema,
} from '../schemas/property-activity';
import { properties } from './operation-groups';

/** The signed-in buyer's favourites and purchases. */
export const findFavoriteProperties = properties.get('/api/me/favorites', {
  name: 'findFavoriteProperties',
  summary: 'The listings the caller saved',
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema },
});

export const addFavoriteProperty = properties.put('/api/me/favorites/{propertyId}', {
  name: 'addFavoriteProperty',
  summary: 'Save a listing',
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZFavoritesResponseSchema },
});

export const removeFavoriteProperty = properties.delete('/api/me/favorites/{propertyId}', {
  name: 'removeFavoriteProperty',
  summary: 'Unsave a listing',
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZFavoritesResponseSchema },
});

export const clearFavoriteProperties = properties.delete('/api/me/favorites', {
  name: 'clearFavoriteProperties',
  summary: 'Unsave every listing',
  auth: 'signed-in',
  responses: { 200: ZFavoritesResponseSchema },
});

export const findPurchasedProperties = properties.get('/api/me/purchased', {
  name: 'findPurchasedProperties',
  summary: 'The listings the caller bought or rented',
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema },
});

export const findPendingPurchases = properties.get('/api/me/purchases/pending', {
  name: 'findPendingPurchases',
  summary: "Deals an agent recorded with the caller's email as buyer, awaiting the caller's answer",
  auth: 'signed-in',
  responses: { 200: ZPropertyListResponseSchema },
});

export const confirmPurchase = properties.post('/api/me/purchases/{propertyId}/confirm', {
  name: 'confirmPurchase',
  summary: 'Confirm being the buyer an agent named',
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZPropertySchema },
});

export const declinePurchase = properties.post('/api/me/purchases/{propertyId}/decline', {
  name: 'declinePurchase',
  summary: 'Decline being the buyer an agent named',
  auth: 'signed-in',
  params: ZFavoriteParamsSchema,
  responses: { 200: ZDeclinePurchaseResponseSchema },
});
