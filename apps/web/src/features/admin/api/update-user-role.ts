import type { UserRole } from '@nestwise/shared';
import type { OperationResponseBody, updateUserRole } from '@nestwise/shared/contracts';
import { api, call } from '@/lib/api';
import { replaceCachedUser } from './get-users';

/** Changes an account's role; the users list shows it in place. */
const updateUserRoleApi = api.injectEndpoints({
  endpoints: (build) => ({
    updateUserRole: build.mutation<
      OperationResponseBody<typeof updateUserRole>,
      { id: string; role: UserRole }
    >({
      query: ({ id, role }) =>
        call<typeof updateUserRole>(
          { method: 'PATCH', path: '/api/users/{id}/role' },
          { params: { id }, body: { role } },
        ),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        const updated = await queryFulfilled.then(({ data }) => data).catch(() => null);
        if (updated) replaceCachedUser(dispatch, getState(), updated);
      },
    }),
  }),
});

export const { useUpdateUserRoleMutation: useUpdateUserRole } = updateUserRoleApi;
