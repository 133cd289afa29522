/**
 * Text of the Privacy Policy, Terms of Service and About Us pages (spec section 2, "Privacy and
 * terms"). Paragraphs may contain `[text](href)` links and `**bold**`; LegalPage renders them.
 * The section titles of the two legal documents are the spec's, in the spec's order.
 */

export const LEGAL_LAST_UPDATED = "November 1, 2026";
export const LEGAL_LAST_UPDATED_ISO = "2026-11-01";
export const SUPPORT_EMAIL = "support@amal.careers";

/** A paragraph, a bulleted list, or a sub-heading inside a section. */
export type LegalBlock = string | { list: string[] } | { h3: string };

export interface LegalSection {
  id: string;
  title: string;
  blocks: LegalBlock[];
}

export interface LegalDocument {
  title: string;
  eyebrow: string;
  intro: string[];
  sections: LegalSection[];
}

const mail = `[${SUPPORT_EMAIL}](mailto:${SUPPORT_EMAIL})`;

export const privacyPolicy: LegalDocument = {
  title: "Privacy Policy",
  eyebrow: "Legal",
  intro: [
    "This Privacy Policy explains what personal data Amal Career Coaching LLC (“Amal”, “we”, “us”) collects when you use the Amal website and the Amal career-coaching portal (together, the “Service”), why we collect it, who we share it with, and the choices and rights you have.",
    `Amal Career Coaching LLC is a single-member limited liability company registered in New Mexico, USA, and it is the controller of your personal data. You can reach us about privacy at any time at ${mail}.`,
    "The Service is meant for adults and for students aged 16 or over. We do not knowingly collect personal data from children under 16; if you believe a child has given us data, write to us and we will delete it.",
  ],
  sections: [
    {
      id: "information-we-collect",
      title: "Information We Collect",
      blocks: [
        { h3: "Information you give us" },
        {
          list: [
            "**Account and profile data:** your name, e-mail address, password (stored only as a salted hash), phone number, job title, country and city, experience level, institute, expected salary, LinkedIn address and profile picture.",
            "**Resumes and career information:** the resumes you upload (PDF), the job history, skills, certificates and courses, and education you add, and the bio and skills we extract from your resume for you.",
            "**Documents you create:** resumes and cover letters crafted in Amal, the job links or job descriptions you give us to build them, and your edits in the online word editor.",
            "**Coaching conversations:** the messages you write to Amal and its replies, session names and recaps, saved roadmaps and saved networking messages.",
            "**Voice audio:** when you use voice chat, your voice is processed to turn it into text. We keep the transcript in your session; we do not store the audio recording itself unless a feature tells you so before you use it.",
            "**Job-application e-mails:** if you connect a mailbox or forward e-mails to the Email Tracker, the e-mails needed to find and classify your job applications, and the filters you save.",
            "**Messages to us:** what you send through the contact form, the customer chat or e-mail, and your newsletter subscription.",
          ],
        },
        { h3: "Payment information" },
        "Payments are processed by our payment provider, Paymob. You enter your card details on Paymob’s checkout, not on Amal. We never see or store your full card number or security code: we store only a card token issued by Paymob (so your subscription can renew), the card brand and its last four digits, together with your subscriptions, orders, amounts, discount codes used and payment status.",
        { h3: "Information collected automatically" },
        {
          list: [
            "**Technical data:** IP address, browser and device type, pages requested, and timestamps, recorded in server logs used for security, abuse prevention and troubleshooting.",
            "**Cookies and local storage:** a strictly necessary, secure session cookie that keeps you signed in. Your browser’s local storage keeps your signup progress, a discount code you are applying, whether you are signed in, your subscription status, your current coaching session and the last notification you saw, so the site works as you move between pages.",
            "**Customer chat:** if the customer chat widget is enabled, its provider may set its own cookies to keep your conversation with our support team.",
          ],
        },
        "We do not use advertising cookies and we do not sell your data.",
      ],
    },
    {
      id: "how-we-use-your-information",
      title: "How We Use Your Information",
      blocks: [
        "We use your personal data to:",
        {
          list: [
            "create and run your account and sign you in, including with LinkedIn or Google if you choose;",
            "provide the coaching you ask for: answer your questions, personalise advice to your profile, build roadmaps, search courses, draft networking messages, and create and analyse your resumes and cover letters;",
            "classify your job-application e-mails in the Email Tracker;",
            "process payments, renew your subscription with your saved card, apply discount codes and keep accounting records;",
            "send service e-mails (such as password resets and payment notices) and, if you subscribe, career tips and newsletters, which you can stop at any time;",
            "answer your support requests;",
            "keep the Service secure, prevent fraud and abuse, and fix problems;",
            "understand how features are used in aggregate, and improve them.",
          ],
        },
        { h3: "Legal bases" },
        "Where the EU or UK General Data Protection Regulation applies, we rely on: the performance of our contract with you (to provide the Service you subscribed to); your consent (for newsletters, connecting a mailbox, and optional features — you can withdraw it at any time); our legitimate interests in keeping the Service secure and improving it, balanced against your rights; and compliance with legal obligations such as tax and accounting rules.",
        "We do not use your resumes, conversations or e-mails to train AI models for anyone else, and we do not make decisions that have legal or similarly significant effects on you solely by automated means.",
      ],
    },
    {
      id: "sharing-of-information",
      title: "Sharing of Information",
      blocks: [
        "We share personal data only with service providers that help us run Amal, under contracts that limit their use of it to providing their service to us, and only as much as each needs:",
        {
          list: [
            "**Hosting and storage:** Cloudflare runs our application, database and file storage, and routes e-mail sent to the Email Tracker.",
            "**AI providers:** to generate coaching replies, transcribe voice and create or analyse documents, we send the relevant text — your message, the parts of your profile or resume needed for the answer, or a job description — to the AI model provider that processes the request for us.",
            "**Payments:** Paymob processes your card payments and renewals.",
            "**Sign-in:** LinkedIn and Google, if you choose to sign in with them, share your basic profile (name, e-mail, picture) with us.",
            "**Communication:** our e-mail delivery provider and, if enabled, our customer chat provider.",
          ],
        },
        "We may also disclose data when the law requires it, to protect the rights, property or safety of our users or others, or as part of a merger or sale of the business, in which case this policy continues to apply to your data.",
        "We do not sell your personal data and we do not share it for cross-context behavioural advertising.",
        { h3: "International transfers" },
        "Amal operates in the United States and Egypt, and our providers may process data in other countries. Where data leaves the country where you live, we rely on safeguards the law recognises, such as standard contractual clauses, and on providers that protect it as this policy describes.",
      ],
    },
    {
      id: "data-security",
      title: "Data Security",
      blocks: [
        "We protect your data with encryption in transit (HTTPS) and at rest, passwords stored only as salted hashes, opaque session tokens stored hashed, access to each record limited to its owner, and uploaded files that are never publicly reachable — they are served only to you after we check your session. Access by our team is limited to what is needed to support you and run the Service.",
        "No system is perfectly secure. If a breach affects your personal data, we will notify you and the competent authorities as the law requires.",
        { h3: "Retention" },
        {
          list: [
            "Your account, profile, resumes, documents, coaching sessions and saved items are kept while your account is open, until you delete them or ask us to.",
            "Voice audio is processed to produce text and then discarded; the transcript stays in your session.",
            "E-mails in the Email Tracker are kept until you disconnect the mailbox, delete them, or close your account.",
            "When you close your account or ask for deletion, we delete your data within 30 days, and from backups within a further 60 days.",
            "Payment and invoice records are kept for as long as tax and accounting laws require, after which they are deleted.",
          ],
        },
      ],
    },
    {
      id: "your-data-protection-rights",
      title: "Your Data Protection Rights",
      blocks: [
        `You can view and correct most of your data yourself in the portal (Career Info, Resume Library, Notifications). For anything else — a copy of your data, deletion of your account, or a question — write to ${mail}. We answer within 30 days and may ask you to confirm your identity first. Exercising your rights is free.`,
        { h3: "If you are in the EU, the UK or the EEA (GDPR)" },
        "You have the right to access your data, to have it corrected or erased, to restrict or object to its processing, to receive it in a portable format, and to withdraw consent at any time without affecting earlier processing. You may also complain to your local data protection authority.",
        { h3: "If you are a California resident (CCPA/CPRA)" },
        "You have the right to know what personal information we collect, use and disclose, to access it, to have it corrected or deleted, and to opt out of its sale or sharing — although we do not sell or share it — and to limit the use of sensitive personal information. We will not discriminate against you for exercising these rights. An authorised agent may make a request for you.",
        { h3: "If you are in Egypt (Personal Data Protection Law No. 151 of 2020)" },
        "You have the right to know about and access the personal data we hold about you, to obtain a copy of it, to withdraw your prior consent, to have inaccurate data corrected, amended or erased, to limit processing to a specific scope, and to be informed of any breach affecting your personal data. You may also complain to the Personal Data Protection Center.",
        "Wherever you live, we extend the same core rights to you: access, correction, deletion and a copy of your data.",
      ],
    },
    {
      id: "changes",
      title: "Changes",
      blocks: [
        "We may update this policy as the Service changes or the law requires. We will post the new version here with a new “Last updated” date, and if the changes are significant we will tell you by e-mail or in your portal before they take effect.",
        `Questions about this policy or your data: ${mail}.`,
      ],
    },
    {
      id: "google-api-limited-use",
      title: "Google API Services: Limited Use Disclosure",
      blocks: [
        "Amal’s use and transfer to any other app of information received from Google APIs will adhere to the [Google API Services User Data Policy](https://developers.google.com/terms/api-services-user-data-policy), including the Limited Use requirements.",
        "If you connect a Google account to the Email Tracker, Amal reads the e-mails in that account only to find your job-application e-mails and classify them (Applied, Interview, Offer, Accepted, Not chosen, Event) for you to see in the Email Tracker. Specifically:",
        {
          list: [
            "we use this data only to provide and improve the Email Tracker features you can see in the portal;",
            "we do not transfer it to others, except as needed to provide that feature, to comply with the law, or as part of a merger or sale of the business with your data still protected;",
            "we do not use it for advertising, and we do not sell it;",
            "we do not use it to develop, improve or train generalised AI or machine-learning models;",
            "no person at Amal reads it unless you ask us to (for example for support), it is needed for security or to comply with the law, or it has been aggregated and anonymised.",
          ],
        },
        "You can disconnect your Google account at any time from the Email Tracker or from your Google Account’s security settings; we then stop reading your mailbox and delete the e-mails we imported, as described under Retention.",
      ],
    },
  ],
};

export const termsOfService: LegalDocument = {
  title: "Terms of Service",
  eyebrow: "Legal",
  intro: [
    "These Terms of Service (“Terms”) are an agreement between you and Amal Career Coaching LLC (“Amal”, “we”, “us”), a single-member limited liability company registered in New Mexico, USA. They govern your use of the Amal website and the Amal AI career-coaching subscription (the “Service”). Please read them carefully; our [Privacy Policy](/privacy-policy) explains how we handle your personal data.",
  ],
  sections: [
    {
      id: "acceptance",
      title: "Acceptance",
      blocks: [
        "By creating an account, subscribing or otherwise using the Service, you agree to these Terms. If you do not agree, do not use the Service.",
        "You must be at least 18 years old, or at least 16 with the permission of a parent or guardian who agrees to these Terms for you. If you use the Service for an organisation, you confirm you may bind it to these Terms.",
      ],
    },
    {
      id: "description",
      title: "Description",
      blocks: [
        "Amal is an AI career-coaching service for job seekers, students and professionals. Depending on your plan, it includes: coaching conversations with Amal, our AI career coach, by chat and voice in English and Arabic; career information management; a resume and cover-letter builder, resume analysis and an online word editor; an e-mail tracker for job applications; a networking message generator; AI course search; a learning roadmap visualizer; and career tips and articles.",
        "Features marked “Coming Soon”, such as interview mock-ups and AI job board search, are not part of the Service until we release them. We improve the Service continually and may add, change or remove features; if we remove a core feature of your plan, we will tell you in advance.",
        "Amal’s answers are generated by artificial intelligence. They are guidance to help you decide, not decisions made for you (see Disclaimer).",
      ],
    },
    {
      id: "user-accounts",
      title: "User Accounts",
      blocks: [
        "You must give accurate information when you sign up and keep it up to date. Your account is personal: do not share it or let others use it.",
        `You are responsible for keeping your password secret and for what happens in your account. Tell us straight away at ${mail} if you think someone else has accessed it.`,
        "If you sign in with LinkedIn or Google, their terms also apply to that sign-in.",
      ],
    },
    {
      id: "user-content",
      title: "User Content",
      blocks: [
        "“User Content” is what you put into the Service: your profile and career information, resumes, job descriptions and links, messages to Amal, voice input, e-mails you connect, and the documents you edit.",
        "You keep all rights to your User Content. You give Amal a limited licence to host, copy, process and display it only to provide the Service to you — for example, to send your message to an AI provider to produce a reply, or to build a resume from your career information — as described in our Privacy Policy.",
        "The resumes, cover letters, messages and roadmaps the Service generates for you are yours to use freely. Because AI output is generated from patterns, similar text may be produced for other users, and you are responsible for checking that what you send to employers is accurate and true.",
        "You confirm you have the right to share your User Content, and that it does not break the law or anyone else’s rights.",
      ],
    },
    {
      id: "acceptable-use",
      title: "Acceptable Use",
      blocks: [
        "You agree not to:",
        {
          list: [
            "use the Service to create false, misleading or fraudulent resumes, credentials or applications;",
            "upload content that is unlawful, harassing, hateful, or infringes someone else’s intellectual property or privacy;",
            "send spam or mass unsolicited messages with the networking message generator;",
            "try to break, overload, probe or bypass the security of the Service, or access another user’s data;",
            "scrape, copy or resell the Service or its content, or use it to build a competing product;",
            "reverse-engineer the Service, except where the law allows it;",
            "share, sell or transfer your account or subscription.",
          ],
        },
        "We may remove content or limit features that break these rules, and we apply fair-use limits to AI requests to keep the Service fast for everyone.",
      ],
    },
    {
      id: "payment-and-subscription",
      title: "Payment and Subscription",
      blocks: [
        "**Plans and prices.** The Service is sold as a subscription billed monthly or every 3 months, as shown on our [pricing page](/pricing). Prices are set and charged in Egyptian pounds (EGP). Amounts shown in US dollars are a conversion for your information only; your bank may apply its own exchange rate and fees. Prices include any taxes we are required to charge unless stated otherwise.",
        "**Payment.** Payments are processed by Paymob. By subscribing, you authorise us to charge your card for the first period and to save a card token with Paymob for renewals.",
        "**Auto-renewal.** Your subscription renews automatically at the end of each billing period for the same period length, and we charge the saved card the plan price in force at that time, until you cancel. We will tell you in advance of any price change, and you can cancel before it applies.",
        "**Failed payments.** If a renewal payment fails, your access is limited to the subscription pages until you update your payment method or the payment succeeds.",
        "**Discount codes.** Discount codes apply to the plans and periods they state, have limited uses, cannot be exchanged for cash, and may expire.",
        "**Cancellation.** You can cancel at any time in the Subscription Manager in your portal, or by writing to us. Cancellation takes effect at the end of the current paid period: you keep access until then and are not charged again.",
        "**Changing plans.** You can change plans in the Subscription Manager; the new plan and price apply from the start of your next billing period unless the portal tells you otherwise.",
      ],
    },
    {
      id: "refund-policy",
      title: "Refund Policy",
      blocks: [
        "We want you to be sure about Amal. If you are not satisfied with your first purchase, you may ask for a full refund within 7 days of that first payment, as long as you have made little use of the Service in that time — no more than 3 coaching sessions and no more than 2 generated resumes or cover letters.",
        "Otherwise, payments are non-refundable, including renewals and partly used periods; cancelling stops future renewals. If we charge you by mistake — for example a duplicate charge or a charge after you cancelled — we will refund it in full.",
        `To ask for a refund, write to ${mail} from your account’s e-mail address. Approved refunds are returned to the original card through Paymob; your bank usually shows them within 5 to 14 business days.`,
        "Nothing in this policy limits rights you have under consumer protection laws that apply to you.",
      ],
    },
    {
      id: "termination",
      title: "Termination",
      blocks: [
        "You can stop using the Service and close your account at any time; to have your data deleted, see our Privacy Policy.",
        "We may suspend or close your account if you seriously or repeatedly break these Terms, if we must by law, or to protect users or the Service. Where reasonable we will warn you first and explain why. If we close your account without you having broken these Terms, we will refund the unused part of your current period.",
        "When your account closes, your right to use the Service ends. Sections that by their nature should continue — such as User Content, Disclaimer, Limitation of Liability and governing law — continue to apply.",
      ],
    },
    {
      id: "disclaimer",
      title: "Disclaimer",
      blocks: [
        "Amal gives career guidance generated by artificial intelligence. **It does not guarantee that you will get an interview, a job, a promotion or a particular salary**, and results that users report are not a promise of yours. AI output can be incomplete or wrong: check important information, such as course details, company facts and salary figures, before relying on it.",
        "Amal is not a law firm, an employment agency, a financial adviser or an immigration adviser, and nothing in the Service is professional legal, financial, tax, immigration or medical advice. For those matters, consult a qualified professional.",
        "Courses, books, channels and job posts that Amal recommends or links to belong to third parties; we are not responsible for their content, availability or prices.",
        "To the fullest extent the law allows, the Service is provided “as is” and “as available”, without warranties of any kind, express or implied, including fitness for a particular purpose and uninterrupted or error-free operation.",
      ],
    },
    {
      id: "limitation-of-liability",
      title: "Limitation of Liability",
      blocks: [
        "To the fullest extent the law allows, Amal and its members, employees and providers are not liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, earnings, job opportunities or data, arising from your use of the Service.",
        "Our total liability for any claim relating to the Service is limited to the amount you paid us in the 3 months before the event that gave rise to the claim.",
        "Some jurisdictions do not allow these limits; where that is the case, they apply only as far as the law permits, and nothing in these Terms excludes liability that cannot be excluded by law.",
      ],
    },
    {
      id: "changes",
      title: "Changes",
      blocks: [
        "We may update these Terms as the Service or the law changes. We will post the new version here with a new “Last updated” date and, for significant changes, tell you by e-mail or in your portal at least 14 days before they take effect. If you keep using the Service after that, the new Terms apply; if you do not agree, you can cancel before they do.",
      ],
    },
    {
      id: "contact",
      title: "Contact",
      blocks: [
        `Questions about these Terms, your subscription or a refund: ${mail}, or through our [contact page](/contact-us).`,
        "These Terms are governed by the laws of the State of New Mexico, USA, without regard to its conflict-of-law rules. Courts located in New Mexico have jurisdiction over disputes, unless the consumer law of the country where you live gives you the right to bring a claim in your local courts.",
      ],
    },
  ],
};

export interface AboutContent {
  title: string;
  lead: string;
  story: string[];
  mission: string;
  strengths: { icon: "globe" | "wallet" | "sparkle" | "shield" | "layers" | "clock"; title: string; body: string }[];
  vision: string[];
}

export const aboutUs: AboutContent = {
  title: "Career coaching that every job seeker can afford",
  lead: "Amal is an AI career coach for job seekers, students and professionals in Egypt and the United States — in English and Arabic.",
  story: [
    "Good career coaching changes careers: a clear direction, a resume that gets read, the right skill at the right time, the confidence to reach out. But a human coach is out of reach for most people who need one, especially early in their career or between jobs.",
    "Amal Career Coaching LLC was founded to change that. We are a single-member limited liability company registered in New Mexico, USA, operating in the United States and Egypt, and run by our two founders. We build Amal, an AI coach that knows your background, speaks your language and is there whenever you need it, at a price a job seeker can afford.",
  ],
  mission: "Make quality career coaching affordable for job seekers in Egypt and the US, in English and Arabic.",
  strengths: [
    { icon: "sparkle", title: "Coaching that knows you", body: "Amal builds its advice on your own profile — your experience, skills, education and resumes — not on generic tips." },
    { icon: "globe", title: "English and Arabic", body: "Chat and voice coaching in both languages, built for job markets in Egypt and the United States." },
    { icon: "wallet", title: "Affordable by design", body: "Monthly and 3-month plans priced in Egyptian pounds, for much less than the usual cost of a human coach." },
    { icon: "layers", title: "One toolkit, end to end", body: "Coaching, roadmaps, AI course search over 300,000+ courses, tailored resumes and cover letters, networking and application tracking." },
    { icon: "clock", title: "There when you need it", body: "The night before an interview or the morning after a rejection: Amal answers at any hour, and every session is saved." },
    { icon: "shield", title: "Privacy first", body: "Your resumes and conversations are yours. We do not sell your data, and you can delete it at any time." },
  ],
  vision: [
    "We see a world where the quality of your career advice does not depend on who you know or what you can pay. Every student choosing a first direction, every professional planning a move and every person returning to work should have a coach in their corner.",
    "We are starting with Egypt and the United States, and we are building Amal to help people anywhere take their next career step with a clear plan and the confidence to follow it.",
  ],
};
