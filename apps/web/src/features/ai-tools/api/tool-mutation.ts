import type { OperationContract, OperationResponseBody } from '@nestwise/shared/contracts';
import { api, call, type ApiCall } from '@/lib/api';

/** The forms send what is typed: the server's zod schemas judge it (400 + message). */
export type ToolInput = Record<string, unknown>;

/**
 * A tool's run as a mutation named `name`: runs happen when the user asks, and an answer is the
 * user's alone, so nothing is cached or shared. That holds for the one GET (intelligence) too; it
 * sends the form as its query, the POSTs as their body. Answers the endpoint's mutation hook.
 */
export function toolMutation<C extends OperationContract>(
  name: string,
  operation: { method: C['method']; path: C['path'] },
) {
  const injected = api.injectEndpoints({
    endpoints: (build) => ({
      [name]: build.mutation<OperationResponseBody<C>, ToolInput>({
        query: (input) =>
          call<C>(
            operation,
            // The GET form's values are strings and numbers.
            operation.method === 'GET' ? { query: input as ApiCall['query'] } : { body: input },
          ),
      }),
    }),
  });
  return injected.endpoints[name]!.useMutation;
}
