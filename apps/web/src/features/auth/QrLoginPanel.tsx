import Button from 'antd/es/button';
import { MSG, QR_STATUS, QrStatus, type LoginResult, type QrTicket } from '@xinke/shared';
import { useAgreementChecked } from './agreement-store';
import { AUTH_TEXT } from './auth-texts';
import { useQrLogin } from './use-qr-login';
import styles from './LoginPanel.module.css';

const STATUS_TEXT = {
  scanned: QrStatus.label(QR_STATUS.scanned),
  expired: QrStatus.label(QR_STATUS.expired),
};

/** The size wxLogin.js gives WeChat's embedded QR page. */
const WECHAT_FRAME = { width: 300, height: 400 };

interface Props {
  /** The QR tab is shown in a visible dialog or page; polling runs only then. */
  active: boolean;
  onLogin(result: LoginResult): void;
}

/** Our own QR (dev / app-scan): it opens our phone confirmation page. */
function AppQr({ ticket }: { ticket: QrTicket }) {
  return ticket.qr_image ? (
    <img
      src={ticket.qr_image}
      alt="登录二维码"
      width={180}
      height={180}
      data-testid="qr-image"
      data-url={ticket.qr_url}
    />
  ) : null;
}

/**
 * WeChat's own QR page in a frame, as wxLogin.js embeds it. The sandbox lets that page run
 * and send the TOP window to our callback after the scan (self_redirect=false) — browsers
 * block a cross-origin frame from navigating the top window without allow-top-navigation.
 */
function WechatQrFrame({ ticket }: { ticket: QrTicket }) {
  if (!ticket.qr_frame_url) return null;
  return (
    <iframe
      src={ticket.qr_frame_url}
      title={AUTH_TEXT.wechatFrameTitle}
      width={WECHAT_FRAME.width}
      height={WECHAT_FRAME.height}
      sandbox="allow-scripts allow-top-navigation allow-same-origin"
      className={styles.wechatFrame}
      data-testid="wechat-qr-frame"
    />
  );
}

/** WeChat / app QR login (SPEC §2/§4). Unticked agreement pauses it and says why. */
export function QrLoginPanel({ active, onLogin }: Props) {
  const agreed = useAgreementChecked();
  const { ticket, phase, refresh } = useQrLogin(active && agreed, onLogin);
  const wechat = ticket?.provider === 'wechat';

  return (
    <div className={styles.qr} data-testid="qr-login" data-phase={phase}>
      <div className={wechat ? styles.wechatBox : styles.qrBox}>
        {ticket && (wechat ? <WechatQrFrame ticket={ticket} /> : <AppQr ticket={ticket} />)}
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
      {wechat ? (
        // A fallback where the frame is blocked: WeChat's page as a whole page.
        <a
          className={styles.wechatLink}
          href={ticket.qr_url}
          target="_blank"
          rel="noopener noreferrer"
          data-testid="wechat-qr-link"
        >
          {AUTH_TEXT.wechatOpenWindow}
        </a>
      ) : (
        <p className={styles.qrHint} data-testid="qr-status">
          {phase === 'scanned' ? STATUS_TEXT.scanned : AUTH_TEXT.qrHint}
        </p>
      )}
    </div>
  );
}
