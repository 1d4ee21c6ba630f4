// The streamed AI endpoints (tRPC does not stream UI message streams): signed-in subscribers only,
// rate limited per user, bodies validated.
import { Hono, type Context } from "hono";
import * as z from "zod";
import { AI_RATE_LIMITS, aiMessages, type AiRateLimitKind } from "../../shared/ai.ts";
import { requireTier, viewerMiddleware, type AppEnv } from "../viewer.ts";
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

const fail = (c: Context<AppEnv>, status: 400 | 429, message: string) => c.json({ error: { message, requestId: c.get("requestId") } }, status);

/**
 * Per-user AI cost control, the refusal to send when the limit is reached. Called after the tier
 * check and the body's validation, so only a subscriber's well-formed request spends quota.
 */
async function overQuota(c: Context<AppEnv>, kind: AiRateLimitKind): Promise<Response | null> {
  const decision = await consumeAiQuota(c.env.DB, c.get("viewer").user!.id, kind, c.get("now"));
  if (decision.allowed) return null;
  c.header("Retry-After", String(decision.retryAfterSeconds));
  return fail(c, 429, aiMessages.rateLimited(AI_RATE_LIMITS[kind].limit, AI_RATE_LIMITS[kind].windowMinutes));
}

async function body<T extends z.ZodType>(c: Context<AppEnv>, schema: T): Promise<z.infer<T> | null> {
  const parsed = schema.safeParse(await c.req.json().catch(() => null));
  return parsed.success ? parsed.data : null;
}

export const aiRoutes = new Hono<AppEnv>()
  .use(viewerMiddleware, requireTier("subscribed"))
  .post("/study-guide", async (c) => {
    const input = await body(c, guideBody);
    if (!input) return fail(c, 400, "Please choose a topic or type one in.");
    const refused = await overQuota(c, "guide");
    if (refused) return refused;
    try {
      return await studyGuideAnswer({ db: c.env.DB, ai: await chooseAi(c.env), owner: { userId: c.get("viewer").user!.id, now: c.get("now") } }, input);
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
    const refused = await overQuota(c, "chat");
    if (refused) return refused;
    return tutorAnswer({ db: c.env.DB, ai: await chooseAi(c.env) }, input.messages, input.context);
  });
