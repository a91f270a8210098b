import { Anchor, Code, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { Bullets, CONTACT_EMAIL, INSTITUTE, LegalDocument } from './LegalDocument';

/** /cookie-policy (protected): the one cookie Exam Prep Studio sets. */
export function CookiePolicyPage() {
  return (
    <LegalDocument
      title="Cookie Policy"
      intro={
        <>
          This policy explains the cookies Exam Prep Studio uses. The short version: one cookie that keeps you
          signed in, and nothing that tracks you.
        </>
      }
      sections={[
        {
          heading: 'The cookie we set',
          body: (
            <Table.ScrollContainer minWidth={300}>
              <Table withTableBorder withColumnBorders verticalSpacing="xs" fz="sm">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>Name</Table.Th>
                    <Table.Th>Purpose</Table.Th>
                    <Table.Th>Lifetime</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  <Table.Tr>
                    <Table.Td>
                      <Code>token</Code>
                    </Table.Td>
                    <Table.Td>
                      Keeps you signed in (your session). It cannot be read by scripts on the page.
                    </Table.Td>
                    <Table.Td>Until you close the browser, or 7 days with ‘Remember me’.</Table.Td>
                  </Table.Tr>
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          ),
        },
        {
          heading: 'Why no consent banner',
          body: (
            <Text inherit>
              The <Code>token</Code> cookie is strictly necessary for signing in, so it does not need consent.
              We set no analytics, advertising or third-party cookies.
            </Text>
          ),
        },
        {
          heading: 'Managing cookies',
          body: (
            <Bullets
              items={[
                'Logging out ends your session on the server and removes the cookie.',
                'You can delete cookies in your browser settings; you will then need to sign in again.',
                'If you block the cookie, you cannot sign in.',
              ]}
            />
          ),
        },
        {
          heading: 'More information',
          body: (
            <Text inherit>
              See our{' '}
              <Anchor component={Link} to="/privacy-policy">
                Privacy Policy
              </Anchor>{' '}
              or contact {INSTITUTE} at <Anchor href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</Anchor>.
            </Text>
          ),
        },
      ]}
    />
  );
}
