import { QueryClient } from "@tanstack/react-query";
import { createTRPCClient, httpBatchLink, TRPCClientError } from "@trpc/client";
import { createTRPCOptionsProxy } from "@trpc/tanstack-react-query";
import { MAX_BATCH_SIZE } from "../../shared/validation.ts";
import type { AppRouter } from "../../worker/trpc/router.ts";

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      // Access refusals and bad input will not change on retry.
      retry: (failures, error) =>
        !(error instanceof TRPCClientError && [400, 401, 403, 404].includes(error.data?.httpStatus)) && failures < 2,
    },
  },
});

// The batch link, not the stream link: some procedures will set cookies.
export const trpcClient = createTRPCClient<AppRouter>({
  // The server refuses larger batches.
  links: [httpBatchLink({ url: "/api/trpc", maxItems: MAX_BATCH_SIZE })],
});

export const trpc = createTRPCOptionsProxy<AppRouter>({ client: trpcClient, queryClient });

/** The visitor's session and access (null when signed out), cached for the route guards. */
export const meQuery = () => trpc.account.me.queryOptions();

/** A message fit for the user from any thrown value. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof TRPCClientError && error.message) return error.message;
  return fallback;
}
