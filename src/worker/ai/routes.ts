// The streamed AI endpoints (tRPC does not stream UI message streams): signed-in subscribers only,
// rate limited per user, bodies validated.
import { Hono, type Context } from "hono";
import * as z from "zod";
import { decideAccess } from "../../shared/access.ts";
import { AI_RATE_LIMITS, aiMessages, type AiRateLimitKind } from "../../shared/ai.ts";
import { messages } from "../../shared/messages.ts";
import type { AppEnv } from "../app.ts";
import { loadAccess, refusal, sessionUser } from "../trpc/init.ts";
import { InvalidGuideTopic, studyGuideAnswer, tutorAnswer } from "./answers.ts";
import { chooseAi } from "./provider.ts";
import { consumeAiQuota } from "./rate-limit.ts";

const guideBody = z.discriminatedUnion("mode", [
  z.object({ mode: z.literal("predefined"), topicId: z.string().max(80), subtopicId: z.string().max(80) }),
  z.object({ mode: z.literal("custom"), text: z.string().trim().min(1).max(120) }),
]);

const chatBody = z.object({
  messages: z
    .array(z.object({ role: z.enum(["user", "assistant"]), text: z.string().max(4000) }))
    .min(1)
    .max(40)
    // Only the recent turns go to the model: enough for follow-ups, bounded cost.
    .transform((m) => m.slice(-12)),
  context: z.string().max(300).optional(),
});

const fail = (c: Context<AppEnv>, status: 400 | 401 | 403 | 429, message: string, extra: Record<string, unknown> = {}) =>
  c.json({ error: { message, requestId: c.get("requestId"), ...extra } }, status);

/** The caller's id when they may use the AI tools, or the refusal to send. */
async function gate(c: Context<AppEnv>, kind: AiRateLimitKind): Promise<{ userId: string } | Response> {
  const session = await c.get("auth").api.getSession({ headers: c.req.raw.headers });
  if (!session) return fail(c, 401, messages.signInRequired, { redirectTo: "/login" });
  const user = sessionUser(session.user);
  const { access } = await loadAccess({ db: c.get("db"), env: c.env }, user);
  const decision = decideAccess(access, "subscribed");
  if (!decision.allow) {
    const { code, message } = refusal[decision.reason]!;
    return fail(c, code === "UNAUTHORIZED" ? 401 : 403, message, { redirectTo: decision.redirectTo });
  }
  const quota = await consumeAiQuota(c.env.DB, user.id, kind);
  if (!quota.allowed) {
    c.header("Retry-After", String(quota.retryAfterSeconds));
    return fail(c, 429, aiMessages.rateLimited(AI_RATE_LIMITS[kind].limit, AI_RATE_LIMITS[kind].windowMinutes));
  }
  return { userId: user.id };
}

async function body<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T> | null> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export const aiRoutes = new Hono<AppEnv>()
  .post("/study-guide", async (c) => {
    const input = await body(c, guideBody);
    if (!input) return fail(c, 400, "Please choose a topic or type one in.");
    const allowed = await gate(c, "guide");
    if (allowed instanceof Response) return allowed;
    try {
      return await studyGuideAnswer({ db: c.env.DB, ai: await chooseAi(c.env) }, input);
    } catch (error) {
      if (error instanceof InvalidGuideTopic) return fail(c, 400, error.message);
      throw error;
    }
  })
  .post("/chat", async (c) => {
    const input = await body(c, chatBody);
    if (!input || input.messages.at(-1)?.role !== "user" || !input.messages.at(-1)!.text.trim()) {
      return fail(c, 400, "Please type a question first.");
    }
    const allowed = await gate(c, "chat");
    if (allowed instanceof Response) return allowed;
    return tutorAnswer({ db: c.env.DB, ai: await chooseAi(c.env) }, input.messages, input.context);
  });
