import { z } from 'zod';
import { ACCOUNT_STATUSES, USER_ROLES } from '../constants/roles';
import { countedPage } from './page';

export const ZUserRoleSchema = z.enum(USER_ROLES);
export const ZAccountStatusSchema = z.enum(ACCOUNT_STATUSES);

/** userDetails as the API presents it. */
export const ZUserDetailsSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  displayName: z.string().nullable(),
  profilePicture: z.string().nullable(),
  role: ZUserRoleSchema,
  status: ZAccountStatusSchema,
  favoriteProperties: z.array(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TUserDetails = z.infer<typeof ZUserDetailsSchema>;

export const ZUpdateMeRequestSchema = z
  .object({
    firstName: z.string().trim().min(1).max(100).optional(),
    lastName: z.string().trim().min(1).max(100).optional(),
    profilePicture: z.url().max(2000).nullable().optional(),
  })
  .strict();
export type TUpdateMeRequest = z.infer<typeof ZUpdateMeRequestSchema>;

export const ZListUsersQuerySchema = z.object({
  q: z.string().trim().max(200).optional(),
  role: ZUserRoleSchema.optional(),
  status: ZAccountStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(500).optional(),
});
export type TListUsersQuery = z.infer<typeof ZListUsersQuerySchema>;

export const ZListUsersResponseSchema = countedPage(ZUserDetailsSchema);
export type TListUsersResponse = z.infer<typeof ZListUsersResponseSchema>;

export const ZUpdateUserRoleRequestSchema = z.object({ role: ZUserRoleSchema }).strict();
export type TUpdateUserRoleRequest = z.infer<typeof ZUpdateUserRoleRequestSchema>;

export const ZUpdateUserStatusRequestSchema = z.object({ status: ZAccountStatusSchema }).strict();
export type TUpdateUserStatusRequest = z.infer<typeof ZUpdateUserStatusRequestSchema>;

export const ZUserIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
