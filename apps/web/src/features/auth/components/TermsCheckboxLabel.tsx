import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** 'I have read and agree to the Terms of Service and Privacy Policy' with both pages linked (new tab, keeps the form). */
export function TermsCheckboxLabel() {
  return (
    <>
      I have read and agree to the{' '}
      <Anchor component={Link} to="/terms" target="_blank" rel="noopener" inherit>
        Terms of Service
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to="/privacy-policy" target="_blank" rel="noopener" inherit>
        Privacy Policy
      </Anchor>
    </>
  );
}
