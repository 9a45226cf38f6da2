import { useState } from 'react';
import { Logo } from '../../components/Logo';
import { AgreementCheck } from './AgreementCheck';
import { AUTH_TEXT, LOGIN_TABS, type LoginMode, type LoginTab } from './auth-texts';
import { completeLogin } from './complete-login';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneLoginForm } from './PhoneLoginForm';
import { QrLoginPanel } from './QrLoginPanel';
import styles from './LoginPanel.module.css';

interface Props {
  /** The panel is on screen (dialog open / page shown): QR polling runs only then. */
  visible: boolean;
  /** Tabs offered; the phone's QR-confirm page leaves out the QR tab. */
  tabs?: readonly LoginTab[];
  /** The form shown first (the login page's `?tab=`); the first tab when absent. */
  initialMode?: LoginMode;
}

const ALL_TABS: readonly LoginTab[] = LOGIN_TABS.map((tab) => tab.key);

/** `initialMode` when its tab is offered (the forgot-password form is the password tab's). */
function firstMode(tabs: readonly LoginTab[], initialMode: LoginMode | undefined): LoginMode {
  const tab = initialMode === 'forgot' ? 'password' : initialMode;
  return initialMode && tab && tabs.includes(tab) ? initialMode : (tabs[0] ?? 'phone');
}

/**
 * The login forms of SPEC §2, shared by the dialog and the login page: WeChat QR
 * (default), phone code, password, and forgot password from the password tab — which
 * hides the tab bar and the auto-signup notice and has a way back.
 */
export function LoginPanel({ visible, tabs = ALL_TABS, initialMode }: Props) {
  const [mode, setMode] = useState(() => firstMode(tabs, initialMode));
  const [account, setAccount] = useState<string>();
  const forgot = mode === 'forgot';
  const notice =
    mode === 'qr'
      ? AUTH_TEXT.qrAutoSignup
      : mode === 'phone'
        ? AUTH_TEXT.phoneAutoSignup
        : undefined;

  return (
    <div className={styles.panel} data-testid="login-panel" data-mode={mode}>
      <div className={styles.head}>
        <Logo size={40} />
        <h2 className={styles.title}>{AUTH_TEXT.title}</h2>
      </div>
      {!forgot && (
        <div className={styles.tabs} role="tablist" data-testid="login-tabs">
          {LOGIN_TABS.filter((tab) => tabs.includes(tab.key)).map((tab) => (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={mode === tab.key}
              className={styles.tab}
              onClick={() => setMode(tab.key)}
            >
              {tab.label}
            </button>
          ))}
        </div>
      )}
      {!forgot && notice && (
        <p className={styles.notice} data-testid="auto-signup-notice">
          {notice}
        </p>
      )}
      {mode === 'qr' && <QrLoginPanel active={visible} onLogin={completeLogin} />}
      {mode === 'phone' && <PhoneLoginForm />}
      {mode === 'password' && (
        <PasswordLoginForm onForgot={() => setMode('forgot')} initialLogin={account} />
      )}
      {forgot && (
        <ForgotPasswordForm
          onBack={() => setMode('password')}
          onDone={(done) => {
            setAccount(done);
            setMode('password');
          }}
        />
      )}
      {!forgot && <AgreementCheck />}
    </div>
  );
}
