import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeModelServer {
  baseUrl: string;
  /** Bodies of the /chat/completions calls received. */
  calls: Array<{
    model: string;
    messages: Array<{ role: string; content: string }>;
    tools?: unknown[];
  }>;
  /** What the next calls answer: a status and body, or a delay before answering. */
  respond: Array<{
    status?: number;
    content?: string;
    /** Answer with a tool call instead of text (structured output). */
    toolCall?: { name: string; arguments: string };
    raw?: string;
    delayMs?: number;
  }>;
  close(): Promise<void>;
}

/** An OpenAI-compatible /chat/completions stand-in at the network edge, for tests. */
export async function startFakeModelServer(): Promise<FakeModelServer> {
  const state: Pick<FakeModelServer, 'calls' | 'respond'> = { calls: [], respond: [] };
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      if (request.url !== '/v1/chat/completions' || request.method !== 'POST') {
        response.writeHead(404).end();
        return;
      }
      state.calls.push(JSON.parse(body));
      const next = state.respond.shift() ?? { content: 'Reworded.' };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(next.status ?? 200, { 'content-type': 'application/json' });
        response.end(
          next.raw ??
            JSON.stringify({
              choices: [
                {
                  index: 0,
                  message: next.toolCall
                    ? {
                        role: 'assistant',
                        content: null,
                        tool_calls: [{ id: 'call_1', type: 'function', function: next.toolCall }],
                      }
                    : { role: 'assistant', content: next.content },
                },
              ],
            }),
        );
      };
      if (next.delayMs) setTimeout(send, next.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    get calls() {
      return state.calls;
    },
    get respond() {
      return state.respond;
    },
    set respond(value) {
      state.respond = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
