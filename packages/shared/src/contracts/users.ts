import {
  ZListUsersQuerySchema,
  ZListUsersResponseSchema,
  ZUpdateMeRequestSchema,
  ZUpdateUserRoleRequestSchema,
  ZUpdateUserStatusRequestSchema,
  ZUserDetailsSchema,
  ZUserIdParamsSchema,
} from '../schemas/users';
import { defineOperation } from './define-operation';
import { apiErrors } from './errors';

export const getMe = defineOperation({
  name: 'getMe',
  method: 'GET',
  path: '/api/me',
  summary: "The signed-in user's details (role, status, favourites)",
  tags: ['users'],
  auth: 'signed-in',
  responses: { 200: ZUserDetailsSchema, ...apiErrors },
});

export const updateMe = defineOperation({
  name: 'updateMe',
  method: 'PATCH',
  path: '/api/me',
  summary: "Edit the signed-in user's profile",
  tags: ['users'],
  auth: 'signed-in',
  body: ZUpdateMeRequestSchema,
  responses: { 200: ZUserDetailsSchema, ...apiErrors },
});

export const findUsers = defineOperation({
  name: 'findUsers',
  method: 'GET',
  path: '/api/users',
  summary: 'List users, a page at a time',
  tags: ['users'],
  auth: ['admin'],
  query: ZListUsersQuerySchema,
  responses: { 200: ZListUsersResponseSchema, ...apiErrors },
});

export const getUser = defineOperation({
  name: 'getUser',
  method: 'GET',
  path: '/api/users/{id}',
  summary: "One user's details",
  tags: ['users'],
  auth: ['admin'],
  params: ZUserIdParamsSchema,
  responses: { 200: ZUserDetailsSchema, ...apiErrors },
});

export const updateUserRole = defineOperation({
  name: 'updateUserRole',
  method: 'PATCH',
  path: '/api/users/{id}/role',
  summary: "Change a user's role (never one's own)",
  tags: ['users'],
  auth: ['admin'],
  params: ZUserIdParamsSchema,
  body: ZUpdateUserRoleRequestSchema,
  responses: { 200: ZUserDetailsSchema, ...apiErrors },
});

export const updateUserStatus = defineOperation({
  name: 'updateUserStatus',
  method: 'PATCH',
  path: '/api/users/{id}/status',
  summary: 'Activate or deactivate a user (never oneself)',
  tags: ['users'],
  auth: ['admin'],
  params: ZUserIdParamsSchema,
  body: ZUpdateUserStatusRequestSchema,
  responses: { 200: ZUserDetailsSchema, ...apiErrors },
});
