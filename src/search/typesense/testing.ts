/** Test helpers of the Typesense admin calls: a scripted fetch that records every request. */

/** A recorded request. */
export type Call = { method: string; url: string; body?: string; headers: Record<string, string> };
/** A scripted answer (an Error is a network failure). */
export type Reply = { status: number; body: string } | Error;

/** A fetch that records each request and answers from `replies`, in order. */
export function scripted(replies: Reply[]) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    calls.push({
      method: String(init.method),
      url,
      body: init.body as string | undefined,
      headers: init.headers as Record<string, string>,
    });
    const reply = replies.shift();
    if (!reply) throw new Error(`unexpected request ${init.method} ${url}`);
    if (reply instanceof Error) throw reply;
    return new Response(reply.body, { status: reply.status });
  }) as unknown as typeof fetch;
  return { calls, fetchImpl };
}

/** The node the tests talk to. */
export const NODE = { host: 'ts.example.test', port: 443, protocol: 'https' as const };
