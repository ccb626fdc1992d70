import type { AccountStatus } from '@nestwise/shared';
import type { OperationResponseBody, updateUserStatus } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { replaceCachedUser } from './get-users';

/** Activates or deactivates an account; the users list shows it in place. */
const updateUserStatusApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUserStatus: build.mutation<
      OperationResponseBody<typeof updateUserStatus>,
      { id: string; status: AccountStatus }
    >({
      query: ({ id, status }) =>
        call<typeof updateUserStatus>(
          { method: 'PATCH', path: '/api/users/{id}/status' },
          { params: { id }, body: { status } },
        ),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (updated) replaceCachedUser(dispatch, getState(), updated);
      },
    }),
  }),
});

export const { useUpdateUserStatusMutation: useUpdateUserStatus } = updateUserStatusApi;
