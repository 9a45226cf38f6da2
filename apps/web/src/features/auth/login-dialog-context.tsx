import {
  createContext,
  lazy,
  Suspense,
  useContext,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { withAntdScope } from '../../app/with-antd-scope';

/**
 * The shared open/close flag of the login dialog (SPEC §2): the header, footer and any
 * page that needs a member open it. The dialog's code loads only when first opened.
 */
interface LoginDialogState {
  isOpen: boolean;
  openLoginDialog(): void;
  closeLoginDialog(): void;
}

const LoginDialogContext = createContext<LoginDialogState | null>(null);
// The dialog is drawn with antd, so it loads with antd's configuration (zh_CN, theme).
const LoginDialog = lazy(withAntdScope(() => import('./LoginDialog')));

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const state = useMemo<LoginDialogState>(
    () => ({
      isOpen,
      openLoginDialog: () => {
        setWasOpened(true);
        setOpen(true);
      },
      closeLoginDialog: () => setOpen(false),
    }),
    [isOpen],
  );
  return (
    <LoginDialogContext.Provider value={state}>
      {children}
      {wasOpened && (
        <Suspense fallback={null}>
          <LoginDialog open={isOpen} onClose={state.closeLoginDialog} />
        </Suspense>
      )}
    </LoginDialogContext.Provider>
  );
}

export function useLoginDialog(): LoginDialogState {
  const state = useContext(LoginDialogContext);
  if (!state) throw new Error('useLoginDialog must be used inside LoginDialogProvider');
  return state;
}
