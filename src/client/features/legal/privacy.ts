// The Privacy Policy as data, built from the policy passed in (see terms.ts for why).
// Statements about what we store follow the code: the session cookie, the 'theme' key, the tutor
// conversation kept in the browser tab, the providers configured in the Worker.
import { BRAND } from "../../../shared/brand.ts";
import { POLICY } from "../../../shared/policy.ts";
import type { LegalDoc } from "./LegalDocument.tsx";
import { plural, type LegalBrand, type LegalPolicy } from "./terms.ts";

export function buildPrivacy(policy: LegalPolicy = POLICY, brand: LegalBrand = BRAND): LegalDoc {
  return {
    title: "Privacy Policy",
    lastUpdated: policy.legalLastUpdated,
    contactEmail: brand.supportEmail,
    intro: [
      `This policy explains what personal information the company that operates ${brand.name} ("we", "us", "our") collects when you use our website and subscription, why we collect it, who helps us process it, how long we keep it and what you can ask of us.`,
      "We collect only what we need to run the service. We do not sell your personal information, and we do not use it for advertising.",
    ],
    sections: [
      {
        id: "what-we-collect",
        heading: "What we collect",
        paragraphs: ["Depending on how you use the service, we collect:"],
        bullets: [
          "Account details: your name and e-mail address, your password (stored only as a one-way hash, never as readable text), and any optional profile details you add, such as a bio, location or time zone.",
          "Billing details: our payment provider, Stripe, collects your card details directly. We never see or store your full card number. Stripe tells us your plan, subscription status, billing dates and the invoices you have paid.",
          "Study activity: the questions you answer and your choices, practice exams and scores, flashcard reviews, study time, goals, preferences and the study guides you save. This is what your dashboard and progress figures are made from.",
          "What you type into AI features: the topics you ask about and the questions you type to the AI tutor.",
          "Sign-in and technical data: when you sign in, we record the IP address and browser of the session to keep your account secure. Our hosting provider processes technical data, such as IP addresses and request logs, to deliver and protect the website.",
          "Messages you send us, for example support e-mails.",
        ],
      },
      {
        id: "how-we-use-it",
        heading: "Why we use it",
        paragraphs: ["We use your information to:"],
        bullets: [
          "create and secure your account and keep you signed in;",
          "take payments, manage your trial and subscription, and handle pass guarantee requests;",
          "show your progress and adapt practice to you, for example by scheduling flashcards and choosing question difficulty;",
          "answer your requests to the AI features;",
          "send e-mails about your account and subscription, such as password resets and notice of price changes;",
          "answer support requests, prevent abuse and fraud, and meet our legal obligations.",
        ],
      },
      {
        id: "cookies",
        heading: "Cookies and browser storage",
        paragraphs: [
          "We use a single cookie: a session cookie, set when you sign in, that keeps you signed in. The service cannot work without it. We do not use advertising or analytics cookies.",
          "Your light or dark theme choice is saved in your browser's local storage and is never sent to us. Your conversation with the AI tutor is kept in your browser tab's session storage and is cleared when you sign out or close the tab.",
        ],
      },
      {
        id: "service-providers",
        heading: "Who processes data for us",
        paragraphs: ["We share personal information only with providers that help us run the service, and only what they need:"],
        bullets: [
          "Cloudflare hosts our website and database, so all data you send us passes through and is stored on its network.",
          "Stripe processes payments and runs the billing portal. It receives your payment details and the e-mail address linked to your subscription.",
          "An e-mail delivery provider sends our e-mails. It receives your e-mail address and the content of the message.",
          "An AI model provider, when our AI features are configured to use one, receives the text of your AI requests and the study material needed to answer them. We do not send it your name or e-mail address.",
        ],
        after: [
          "These providers process data on our behalf under their own terms and privacy commitments. They may process it in the United States or in other countries where they operate. We may also disclose information when the law requires it.",
        ],
      },
      {
        id: "retention",
        heading: "How long we keep it",
        paragraphs: [
          `We keep your account and study data while your subscription is active. After it ends, we keep them for ${plural(policy.dataRetentionDaysAfterCancellation, "day")} so you can pick up where you left off if you subscribe again, and then delete them. We keep billing records for as long as the law requires. You can ask us to delete your data sooner.`,
        ],
      },
      {
        id: "your-rights",
        heading: "Your rights and how to use them",
        paragraphs: [
          "You can ask us for a copy of the personal information we hold about you, to correct it, or to delete it. You can correct most of it yourself in Profile. Depending on where you live, you may have further rights under the law.",
          `To make a request, e-mail ${brand.supportEmail} from the address on your account. We may need to confirm your identity before acting on it. We will respond within ${plural(policy.privacyResponseDays, "day")}. We will not treat you differently for making a request.`,
        ],
      },
      {
        id: "minors",
        heading: "Age requirement",
        paragraphs: [
          `The service is for people aged ${policy.minimumAge} or older. We do not knowingly collect personal information from anyone younger. If you believe someone under ${policy.minimumAge} has given us their information, contact us and we will delete it.`,
        ],
      },
      {
        id: "security",
        heading: "Security",
        paragraphs: [
          "We protect your information with encrypted connections (HTTPS), hashed passwords and access limited to the people and providers who need it. Card details are handled by Stripe and never stored on our systems.",
          "No service can promise perfect security. Use a strong password that you do not use elsewhere, and tell us straight away if you think your account has been accessed without your permission.",
        ],
      },
      {
        id: "changes",
        heading: "Changes to this policy",
        paragraphs: [
          "We may update this policy. The date at the top of this page shows when it last changed. If a change is significant, we will tell you by e-mail or in the app before it takes effect.",
        ],
      },
      {
        id: "contact",
        heading: "Contact",
        paragraphs: [`Questions about this policy or your information: e-mail ${brand.supportEmail}.`],
      },
    ],
  };
}

export const PRIVACY: LegalDoc = buildPrivacy();
