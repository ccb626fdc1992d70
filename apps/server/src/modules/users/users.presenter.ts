import type { TUserDetails } from '@nestwise/shared';
import type { UserDetailsRow } from './users.repo';

export function presentUser(
  row: { details: UserDetailsRow; displayName: string | null; photoUrl: string | null },
  favoriteProperties: string[] = [],
): TUserDetails {
  const { details } = row;
  return {
    id: details.id,
    email: details.email,
    firstName: details.firstName,
    lastName: details.lastName,
    displayName: row.displayName,
    profilePicture: row.photoUrl,
    role: details.role,
    status: details.status,
    favoriteProperties,
    createdAt: details.createdAt.toISOString(),
    updatedAt: details.updatedAt.toISOString(),
  };
}
