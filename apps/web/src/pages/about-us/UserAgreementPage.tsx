import { LegalDocView } from './LegalDocView';
import { userAgreement } from './user-agreement';

/** /app/new-version/aboutUs/userAgreement */
export default function UserAgreementPage() {
  return <LegalDocView doc={userAgreement} testId="user-agreement" />;
}
