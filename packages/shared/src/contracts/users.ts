import {
  ZListUsersQuerySchema,
  ZListUsersResponseSchema,
  ZUpdateMeRequestSchema,
  ZUpdateUserRoleRequestSchema,
  ZUpdateUserStatusRequestSchema,
  ZUserDetailsSchema,
  ZUserIdParamsSchema,
} from '../schemas/users';
import { users } from './operation-groups';

export const getMe = users.get('/api/me', {
  name: 'getMe',
  summary: "The signed-in user's details (role, status, favourites)",
  auth: 'signed-in',
  responses: { 200: ZUserDetailsSchema },
});

export const updateMe = users.patch('/api/me', {
  name: 'updateMe',
  summary: "Edit the signed-in user's profile",
  auth: 'signed-in',
  body: ZUpdateMeRequestSchema,
  responses: { 200: ZUserDetailsSchema },
});

export const findUsers = users.get('/api/users', {
  name: 'findUsers',
  summary: 'List users, a page at a time',
  auth: ['admin'],
  query: ZListUsersQuerySchema,
  responses: { 200: ZListUsersResponseSchema },
});

export const getUser = users.get('/api/users/{id}', {
  name: 'getUser',
  summary: "One user's details",
  description: 'Admins see anyone; any other account only itself (403 for someone else).',
  auth: 'signed-in',
  params: ZUserIdParamsSchema,
  responses: { 200: ZUserDetailsSchema },
});

export const updateUserRole = users.patch('/api/users/{id}/role', {
  name: 'updateUserRole',
  summary: "Change a user's role (never one's own)",
  auth: ['admin'],
  params: ZUserIdParamsSchema,
  body: ZUpdateUserRoleRequestSchema,
  responses: { 200: ZUserDetailsSchema },
});

export const updateUserStatus = users.patch('/api/users/{id}/status', {
  name: 'updateUserStatus',
  summary: 'Activate or deactivate a user (never oneself)',
  auth: ['admin'],
  params: ZUserIdParamsSchema,
  body: ZUpdateUserStatusRequestSchema,
  responses: { 200: ZUserDetailsSchema },
});
