import type { AccountStatus, TUserDetails, UserRole } from '@nestwise/shared';
import { findUsers } from '@nestwise/shared/operation-routes/find-users';
import { updateUserRole } from '@nestwise/shared/operation-routes/update-user-role';
import { updateUserStatus } from '@nestwise/shared/operation-routes/update-user-status';
import { api, type ApiDispatch, type ApiState } from '@/lib/api';
import {
  contractMutation,
  contractPages,
  idAndBody,
  type OnSuccess,
  replaceById,
  updateCachedLists,
} from '@/lib/contract-endpoints';

export interface UserFilters {
  q: string;
  role: UserRole | '';
  status: AccountStatus | '';
}

export const USERS_PAGE_SIZE = 20;

/** A changed account (role, status) shows in place in every cached users list. */
const showChangedUser: OnSuccess<TUserDetails, unknown> = (updated, { dispatch, getState }) =>
  replaceCachedUser(dispatch, getState(), updated);

/** The accounts, and the admins' changes to one: its role, or whether it is active. */
const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The accounts matching the filters, a page at a time by cursor. */
    getUsers: contractPages(build, findUsers, {
      request: (filters: UserFilters, cursor) => ({
        query: { ...filters, limit: USERS_PAGE_SIZE, cursor },
      }),
      providesTags: ['Users'],
    }),
    /** Changes an account's role. */
    updateUserRole: contractMutation(build, updateUserRole, {
      request: idAndBody<{ role: UserRole }>(),
      onSuccess: showChangedUser,
    }),
    /** Activates or deactivates an account. */
    updateUserStatus: contractMutation(build, updateUserStatus, {
      request: idAndBody<{ status: AccountStatus }>(),
      onSuccess: showChangedUser,
    }),
  }),
});

export const {
  useGetUsersInfiniteQuery: useUsers,
  useUpdateUserRoleMutation: useUpdateUserRole,
  useUpdateUserStatusMutation: useUpdateUserStatus,
} = usersApi;

/** Puts a changed account in every cached users list without reloading it. */
function replaceCachedUser(dispatch: ApiDispatch, state: ApiState, updated: TUserDetails) {
  updateCachedLists<UserFilters>(dispatch, state, 'Users', 'getUsers', (filters) =>
    usersApi.util.updateQueryData('getUsers', filters, (data) => {
      for (const page of data.pages) page.items = replaceById(page.items, updated);
    }),
  );
}
