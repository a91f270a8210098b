export { TermsPage } from './TermsPage';
export { PrivacyPolicyPage } from './PrivacyPolicyPage';
export { CookiePolicyPage } from './CookiePolicyPage';
export { EFFECTIVE_DATE } from './LegalDocument';
