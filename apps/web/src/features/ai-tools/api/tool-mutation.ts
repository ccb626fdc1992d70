import type { OperationRoute } from '@nestwise/shared/contracts';
import { api, type ApiCall } from '@/lib/api';
import { contractMutation } from '@/lib/contract-endpoints';

/** The forms send what is typed: the server's zod schemas judge it (400 + message). */
export type ToolInput = Record<string, unknown>;

/**
 * A tool's run as a mutation named `name`: runs happen when the user asks, and an answer is the
 * user's alone, so nothing is cached or shared. That holds for the one GET (intelligence) too; it
 * sends the form as its query, the POSTs as their body. Answers the endpoint's mutation hook.
 */
export function toolMutation<R extends OperationRoute>(name: string, route: R) {
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [name]: contractMutation(build, route, {
        request: (input: ToolInput) =>
          // The GET form's values are strings and numbers.
          route.method === 'GET' ? { query: input as ApiCall['query'] } : { body: input },
      }),
    }),
  });
  return injected.endpoints[name]!.useMutation;
}
