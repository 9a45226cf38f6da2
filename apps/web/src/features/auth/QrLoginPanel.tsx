import Button from 'antd/es/button';
import { MSG, QR_STATUS, QrStatus, type LoginResult } from '@xinke/shared';
import { useAgreementChecked } from './agreement-store';
import { AUTH_TEXT } from './auth-texts';
import { useQrLogin } from './use-qr-login';
import styles from './LoginPanel.module.css';

const STATUS_TEXT = {
  scanned: QrStatus.label(QR_STATUS.scanned),
  expired: QrStatus.label(QR_STATUS.expired),
};

interface Props {
  /** The QR tab is shown in a visible dialog or page; polling runs only then. */
  active: boolean;
  onLogin(result: LoginResult): void;
}

/** WeChat / app QR login (SPEC §2/§4). Unticked agreement pauses it and says why. */
export function QrLoginPanel({ active, onLogin }: Props) {
  const agreed = useAgreementChecked();
  const { ticket, phase, refresh } = useQrLogin(active && agreed, onLogin);
  const hint = ticket?.provider === 'wechat' ? AUTH_TEXT.wechatQrHint : AUTH_TEXT.qrHint;

  return (
    <div className={styles.qr} data-testid="qr-login" data-phase={phase}>
      <div className={styles.qrBox}>
        {ticket && (
          <img
            src={ticket.qr_image}
            alt="登录二维码"
            width={180}
            height={180}
            data-testid="qr-image"
            data-url={ticket.qr_url}
          />
        )}
        {phase === 'expired' && (
          <div className={styles.qrOverlay} data-testid="qr-expired">
            <span>{STATUS_TEXT.expired}</span>
            <Button type="primary" size="small" onClick={refresh}>
              {AUTH_TEXT.qrRefresh}
            </Button>
          </div>
        )}
        {phase === 'error' && (
          <div className={styles.qrOverlay}>
            <Button type="primary" size="small" onClick={refresh}>
              {AUTH_TEXT.qrRefresh}
            </Button>
          </div>
        )}
        {!agreed && (
          <div className={styles.qrOverlay} data-testid="qr-agreement-blocked">
            <span>{MSG.agreementRequired}</span>
          </div>
        )}
      </div>
      <p className={styles.qrHint} data-testid="qr-status">
        {phase === 'scanned' ? STATUS_TEXT.scanned : hint}
      </p>
    </div>
  );
}
