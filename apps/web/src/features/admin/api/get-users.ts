import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { AccountStatus, TUserDetails, UserRole } from '@nestwise/shared';
import type { findUsers, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call, cursorPages } from '@/lib/api';

export interface UserFilters {
  q: string;
  role: UserRole | '';
  status: AccountStatus | '';
}

export const USERS_PAGE_SIZE = 20;

type Page = OperationResponseBody<typeof findUsers>;

/** The accounts matching the filters, a page at a time by cursor. */
const usersApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.infiniteQuery<Page, UserFilters, string | null>({
      infiniteQueryOptions: cursorPages,
      query: ({ queryArg: filters, pageParam }) =>
        call<typeof findUsers>(
          { method: 'GET', path: '/api/users' },
          { query: { ...filters, limit: USERS_PAGE_SIZE, cursor: pageParam } },
        ),
      providesTags: ['Users'],
    }),
  }),
});

export const { useGetUsersInfiniteQuery: useUsers } = usersApi;

/** Shows a changed account (role, status) in every cached users list without reloading it. */
export function replaceCachedUser(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any store with the api slot
  dispatch: ThunkDispatch<any, unknown, UnknownAction>,
  state: Parameters<typeof usersApi.util.selectInvalidatedBy>[0],
  updated: TUserDetails,
) {
  for (const entry of usersApi.util.selectInvalidatedBy(state, ['Users'])) {
    if (entry.endpointName !== 'getUsers') continue;
    dispatch(
      usersApi.util.updateQueryData('getUsers', entry.originalArgs as UserFilters, (data) => {
        for (const page of data.pages) {
          page.items = page.items.map((item) => (item.id === updated.id ? updated : item));
        }
      }),
    );
  }
}
