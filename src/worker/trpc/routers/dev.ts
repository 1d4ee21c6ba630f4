import { TRPCError } from "@trpc/server";
import { devMailboxEnabled, listDevMailbox } from "../../email.ts";
import { publicProcedure } from "../init.ts";

export const devRouter = {
  /** The local mailbox: only while no e-mail provider is set and the app runs on localhost. */
  mailbox: publicProcedure.query(({ ctx }) => {
    if (!devMailboxEnabled(ctx.env)) throw new TRPCError({ code: "NOT_FOUND", message: "Not found" });
    return listDevMailbox(ctx.db);
  }),
};
