import { useQuery } from "@tanstack/react-query";
import { trpc } from "../../lib/trpc.ts";

/** One cached query for every section that quotes a live count. */
export const useHomeStats = () => useQuery(trpc.home.stats.queryOptions());
