import { Anchor, Code, Text } from '@mantine/core';
import { Bullets, CONTACT_EMAIL, INSTITUTE, LegalDocument } from './LegalDocument';

/** /privacy-policy: what Exam Prep Studio stores and why. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      standalone
      title="Privacy Policy"
      intro={
        <>
          This policy explains what personal data Exam Prep Studio stores, why, and the choices you have. The
          services are run by {INSTITUTE}, which is responsible for your data.
        </>
      }
      sections={[
        {
          heading: 'Children',
          body: (
            <Text inherit>
              The services are not for children under 13. We do not knowingly collect personal data from
              children under 13; if you believe a child has given us data, contact us and we will delete it.
            </Text>
          ),
        },
        {
          heading: 'Data we store',
          body: (
            <Bullets
              items={[
                <>
                  <strong>Account:</strong> your email address, full name, role (student or teacher), an
                  optional profile picture, and your password as a one-way hash (we never store the password
                  itself).
                </>,
                <>
                  <strong>Study content:</strong> material you paste or upload, documents, notes and slides
                  you generate, essays you submit and the feedback on them, and questions you upload.
                </>,
                <>
                  <strong>Preferences and usage:</strong> your recently used and liked tools, and which tools
                  you use, so that the app and your statistics work.
                </>,
                <>
                  <strong>Guest sessions:</strong> a temporary account without email or password, deleted when
                  it expires.
                </>,
              ]}
            />
          ),
        },
        {
          heading: 'Cookies',
          body: (
            <Text inherit>
              We set one cookie, <Code>token</Code>, which keeps you signed in. It is strictly necessary. We
              use no advertising or tracking cookies. See the Cookie Policy in the app for details.
            </Text>
          ),
        },
        {
          heading: 'How we use your data',
          body: (
            <Bullets
              items={[
                'To run the tools you ask for and show you your own results.',
                'To keep the services secure, for example to limit repeated sign-in attempts.',
                'To send you messages you ask for, such as a password reset link.',
              ]}
            />
          ),
        },
        {
          heading: 'AI processing',
          body: (
            <Text inherit>
              When an AI tool needs it, the text you submit is sent to the AI service configured by{' '}
              {INSTITUTE} to produce an answer. We do not sell your data and do not use it for advertising.
            </Text>
          ),
        },
        {
          heading: 'How long we keep it',
          body: (
            <Text inherit>
              Account data and study content are kept while your account exists. Guest sessions and their
              content are deleted when they expire. Server logs are kept for a short period for security.
            </Text>
          ),
        },
        {
          heading: 'Your rights',
          body: (
            <Bullets
              items={[
                'See the data we hold about you and get a copy of it.',
                'Correct your name and picture in your profile, or ask us to correct other data.',
                'Ask us to delete your account and content.',
                'Object to processing or complain to your data protection authority.',
              ]}
            />
          ),
        },
        {
          heading: 'Contact',
          body: (
            <Text inherit>
              Contact {INSTITUTE} about privacy at{' '}
              <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
            </Text>
          ),
        },
      ]}
    />
  );
}
