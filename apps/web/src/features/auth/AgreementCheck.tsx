import Checkbox from 'antd/es/checkbox';
import { AGREEMENT_PATH, PRIVACY_PATH } from './legal-paths';
import { setAgreementChecked, useAgreementChecked } from './agreement-store';
import { MSG } from '@xinke/shared';
import styles from './LoginPanel.module.css';

/**
 * The agreement checkbox with links to the user agreement and privacy policy; the links
 * open a new tab so reading them does not lose what was typed in the dialog. Plain
 * anchors: the dialog lives above the router (Providers), where <Link> has no context.
 */
export function AgreementCheck() {
  const checked = useAgreementChecked();
  return (
    <div className={styles.agreement}>
      <Checkbox
        checked={checked}
        onChange={(event) => setAgreementChecked(event.target.checked)}
        data-testid="agreement-checkbox"
      >
        我已阅读并同意
      </Checkbox>
      <a href={AGREEMENT_PATH} target="_blank" rel="noopener">
        《用户协议》
      </a>
      和
      <a href={PRIVACY_PATH} target="_blank" rel="noopener">
        《隐私政策》
      </a>
      {!checked && (
        <p className={styles.agreementHint} role="alert">
          {MSG.agreementRequired}
        </p>
      )}
    </div>
  );
}
