import { LegalDocView } from './LegalDocView';
import { privacyPolicy } from './privacy-policy';

/** /app/new-version/aboutUs/privacyPolicy */
export default function PrivacyPolicyPage() {
  return <LegalDocView doc={privacyPolicy} testId="privacy-policy" />;
}
