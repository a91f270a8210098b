import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Bullets, CONTACT_EMAIL, INSTITUTE, LegalDocument } from './LegalDocument';

/** /terms: the Terms of Service of the institute running Exam Prep Studio. */
export function TermsPage() {
  return (
    <LegalDocument
      standalone
      title="Terms of Service"
      intro={
        <>
          These terms govern your use of Exam Prep Studio, a study suite run by {INSTITUTE}. By creating an
          account or using the services as a guest you agree to them. Please read them together with our{' '}
          <Anchor component={Link} to="/privacy-policy">
            Privacy Policy
          </Anchor>
          .
        </>
      }
      sections={[
        {
          heading: 'Who may use the services',
          body: (
            <Text inherit>
              You must be at least 18 years old, or have the consent of a parent or legal guardian who agrees
              to these terms on your behalf. Teacher accounts need an access code issued by {INSTITUTE}.
            </Text>
          ),
        },
        {
          heading: 'Your account',
          body: (
            <Bullets
              items={[
                'Keep your password to yourself and tell us at once if you think someone else has used your account.',
                'Guest sessions are temporary: they have no password and expire, and their content may be deleted with them.',
                'You are responsible for what happens under your account.',
              ]}
            />
          ),
        },
        {
          heading: 'Acceptable use',
          body: (
            <Bullets
              items={[
                'Use the tools for learning and teaching.',
                'Do not upload material you have no right to share, such as exam papers your school is not licensed to use.',
                'Do not try to break, overload or get around the security of the services, or to reach other users’ data.',
                'Do not use the services to cheat in an assessment where the rules forbid outside help.',
              ]}
            />
          ),
        },
        {
          heading: 'Your content',
          body: (
            <Text inherit>
              You keep the rights to the material you upload and the documents you create. You let us store
              and process them only to run the services for you. Questions you submit to the shared bank are
              reviewed before other users can see them.
            </Text>
          ),
        },
        {
          heading: 'AI-generated answers',
          body: (
            <Text inherit>
              Answers, feedback, notes and slides produced by the tools can contain mistakes. Check them
              against your course material and your teacher’s guidance. They are study aids, not official
              marks or advice.
            </Text>
          ),
        },
        {
          heading: 'Availability and changes',
          body: (
            <Text inherit>
              We work to keep the services available but cannot promise they will always be. We may change or
              stop features, and we may update these terms; if a change is significant we will tell you in the
              app before it takes effect.
            </Text>
          ),
        },
        {
          heading: 'Ending your use',
          body: (
            <Text inherit>
              You may stop using the services at any time and ask us to delete your account. We may suspend an
              account that breaks these terms.
            </Text>
          ),
        },
        {
          heading: 'Liability',
          body: (
            <Text inherit>
              The services are provided as they are. To the extent the law allows, {INSTITUTE} is not liable
              for indirect losses or for results in exams. Nothing in these terms limits rights you have by
              law.
            </Text>
          ),
        },
        {
          heading: 'Contact',
          body: (
            <Text inherit>
              Questions about these terms: <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
            </Text>
          ),
        },
      ]}
    />
  );
}
