import type { ReactNode } from 'react'
import { useAppConfig } from '@/lib/app-config'

/** docs/product.md#purpose */
const LEGAL_LAST_UPDATED = 'July 20, 2025'

interface LegalSection {
  title: string
  body: ReactNode
}

function SupportSentence() {
  const supportUrl = useAppConfig().data?.support_url
  const isMail = supportUrl?.startsWith('mailto:') ?? false
  return (
    <>
      Questions or requests go to our support team
      {supportUrl ? (
        <>
          {' '}
          {isMail ? 'by ' : 'through the '}
          <a
            href={supportUrl}
            {...(isMail ? {} : { target: '_blank', rel: 'noreferrer' })}
            className="font-medium text-emerald-700 underline underline-offset-2"
          >
            {isMail ? 'e-mail' : 'support form'}
          </a>
        </>
      ) : null}
      . Support replies within 24 hours.
    </>
  )
}

const accuracySection: LegalSection = {
  title: 'Nutrition data may be inaccurate',
  body: (
    <>
      Menus and nutrition facts come from the dining services and are shown as provided. Recipes, portions and
      ingredients change, so the data may be inaccurate or incomplete. Always confirm allergens with dining staff.
    </>
  ),
}

const medicalSection: LegalSection = {
  title: 'Not medical advice',
  body: (
    <>
      CampusPlate is a planning and logging tool. Its totals, targets and charts are estimates, not medical advice, and
      do not replace a doctor or a registered dietitian. Ask a health professional before changing your diet because of
      a health condition.
    </>
  ),
}

const TERMS_SECTIONS: LegalSection[] = [
  {
    title: 'Using CampusPlate',
    body: (
      <>
        CampusPlate helps university students and staff browse dining-hall menus, build a plate and track calories and
        macros. By creating an account you agree to these terms and to the privacy policy.
      </>
    ),
  },
  accuracySection,
  medicalSection,
  {
    title: 'Your account',
    body: (
      <>
        Keep your password to yourself; you are responsible for what is done with your account. In guest mode nothing is
        saved. You can export your data or delete your account at any time from Account Settings.
      </>
    ),
  },
  { title: 'Support', body: <SupportSentence /> },
]

const PRIVACY_SECTIONS: LegalSection[] = [
  {
    title: 'What we keep',
    body: (
      <>
        Your name and e-mail address, a one-way hash of your password (never the password itself), the profile details
        you choose to enter (such as height, weight, goals, preferences and allergens), the plates you save and your
        weight log. With Google sign-in we receive your name, e-mail address and profile picture from Google.
      </>
    ),
  },
  {
    title: 'How we use it',
    body: (
      <>
        Only to run CampusPlate for you: to show your plates, targets and history. We do not sell your data or use it
        for advertising.
      </>
    ),
  },
  {
    title: 'Cookies and guest mode',
    body: (
      <>
        One session cookie keeps you signed in. In guest mode nothing is sent to us; custom meals you enter stay in your
        browser.
      </>
    ),
  },
  accuracySection,
  medicalSection,
  {
    title: 'Your choices',
    body: (
      <>
        You can correct your details, export your data (CSV, PDF or JSON) and delete your account from Account Settings.
        Deleting the account removes your data.
      </>
    ),
  },
  { title: 'Contact', body: <SupportSentence /> },
]

function LegalText({ sections, headingLevel }: { sections: LegalSection[]; headingLevel: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <div className="space-y-4 text-sm text-slate-700">
      <p className="text-xs text-slate-500">Last updated {LEGAL_LAST_UPDATED}</p>
      {sections.map((section) => (
        <section key={section.title}>
          <Heading className="font-semibold text-slate-900">{section.title}</Heading>
          <p className="mt-1">{section.body}</p>
        </section>
      ))}
    </div>
  )
}

/** docs/product.md#purpose */
export function TermsText({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return <LegalText sections={TERMS_SECTIONS} headingLevel={headingLevel} />
}

/** docs/product.md#purpose, #routes /privacy */
export function PrivacyText({ headingLevel = 3 }: { headingLevel?: 2 | 3 }) {
  return <LegalText sections={PRIVACY_SECTIONS} headingLevel={headingLevel} />
}
