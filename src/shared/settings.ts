// A user's profile, goals, notification switches and preferences (the /profile page), with their
// defaults. Saved on the server; these schemas validate both the form and the procedure input.
import * as z from "zod";
import { listOf } from "./validation.ts";
import { MAX_NAME_LENGTH } from "./auth-validation.ts";
import { messages } from "./messages.ts";

export const TIMEZONES = [
  { value: "America/New_York", label: "Eastern" },
  { value: "America/Chicago", label: "Central" },
  { value: "America/Denver", label: "Mountain" },
  { value: "America/Los_Angeles", label: "Pacific" },
] as const;

export const STUDY_MODES = [
  { value: "practice", label: "Practice Mode" },
  { value: "review", label: "Review Mode" },
  { value: "adaptive", label: "Adaptive Learning" },
] as const;

export const QUESTION_DIFFICULTIES = [
  { value: "adaptive", label: "Adaptive (Recommended)" },
  { value: "easy", label: "Easy" },
  { value: "medium", label: "Medium" },
  { value: "hard", label: "Hard" },
  { value: "mixed", label: "Mixed" },
] as const;

export const NOTIFICATION_SWITCHES = [
  { key: "emailNotifications", label: "Email notifications", help: "Account and billing messages by e-mail" },
  { key: "studyReminders", label: "Study reminders", help: "A nudge on days you have not studied yet" },
  { key: "progressReports", label: "Weekly progress report", help: "A summary of your week every Sunday" },
  { key: "newContent", label: "New content alerts", help: "When new questions or topics are added" },
  { key: "examCountdown", label: "Exam countdown", help: "Milestones as your exam date approaches" },
] as const;

const values = <T extends readonly { value: string }[]>(list: T) =>
  list.map((i) => i.value) as [T[number]["value"], ...T[number]["value"][]];

export const profileSchema = z.object({
  name: z.string().trim().min(1, "Name is required").max(MAX_NAME_LENGTH, messages.nameTooLong),
  bio: z.string().trim().max(500, "Bio must be 500 characters or fewer"),
  location: z.string().trim().max(100, "Location must be 100 characters or fewer"),
  timezone: z.enum(values(TIMEZONES), { error: `Time zone must be ${listOf(TIMEZONES.map((t) => t.label))}` }),
});

export const goalsSchema = z.object({
  // yyyy-mm-dd, or empty when no exam is booked yet
  examDate: z.union([z.iso.date("Enter a valid date"), z.literal("")], { error: "Enter a valid date" }),
  dailyStudyGoal: z.int("Daily goal must be a whole number").min(5, "At least 5 minutes").max(720, "At most 720 minutes"),
  weeklyGoal: z.int("Weekly goal must be a whole number").min(1, "At least 1 session").max(14, "At most 14 sessions"),
  targetScore: z.int("Target score must be a whole number").min(0, "Target score is between 0 and 100").max(100, "Target score is between 0 and 100"),
});

// The goals form's number inputs give text. Each is read as an integer the way the form always has
// (parseInt: "12.5" is 12, "" is not a number) and must then pass the same rule as the saved value.
const integerText = z.string().transform((text) => Number.parseInt(text, 10));

/** The goals form: what the student typed in, turning into the `goalsSchema` value the server takes. */
export const goalsFormSchema = z.object({
  examDate: goalsSchema.shape.examDate,
  dailyStudyGoal: integerText.pipe(goalsSchema.shape.dailyStudyGoal),
  weeklyGoal: integerText.pipe(goalsSchema.shape.weeklyGoal),
  targetScore: integerText.pipe(goalsSchema.shape.targetScore),
});

export const notificationsSchema = z.object(
  Object.fromEntries(NOTIFICATION_SWITCHES.map((s) => [s.key, z.boolean(`${s.label} must be on or off`)])) as Record<
    (typeof NOTIFICATION_SWITCHES)[number]["key"],
    z.ZodBoolean
  >,
);

export const preferencesSchema = z.object({
  darkMode: z.boolean("Dark mode must be on or off"),
  analytics: z.boolean("Analytics must be on or off"),
  studyMode: z.enum(values(STUDY_MODES), { error: `Study mode must be ${listOf(values(STUDY_MODES))}` }),
  questionDifficulty: z.enum(values(QUESTION_DIFFICULTIES), { error: `Question difficulty must be ${listOf(values(QUESTION_DIFFICULTIES))}` }),
  /** Every question answered wrong becomes a spaced-repetition card without asking. */
  missedToCards: z.boolean("Missed questions to flashcards must be on or off"),
});

export type ProfileSettings = z.infer<typeof profileSchema>;
export type Goals = z.infer<typeof goalsSchema>;
export type Notifications = z.infer<typeof notificationsSchema>;
export type Preferences = z.infer<typeof preferencesSchema>;

export const DEFAULT_GOALS: Goals = { examDate: "", dailyStudyGoal: 60, weeklyGoal: 5, targetScore: 85 };
export const DEFAULT_TIMEZONE = "America/New_York";
export const DEFAULT_NOTIFICATIONS: Notifications = {
  emailNotifications: true,
  studyReminders: true,
  progressReports: true,
  newContent: true,
  examCountdown: true,
};
export const DEFAULT_PREFERENCES: Preferences = {
  darkMode: true,
  analytics: true,
  studyMode: "practice",
  questionDifficulty: "adaptive",
  missedToCards: false,
};
