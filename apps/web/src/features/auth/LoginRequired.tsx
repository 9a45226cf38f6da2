import Button from 'antd/es/button';
import { MSG } from '@xinke/shared';
import { EmptyState } from '../../components/EmptyState';
import { useLoginDialog } from './login-dialog-context';

/** A page only members use, opened by a visitor: 请先登录 and the button that opens the dialog. */
export function LoginRequired() {
  const { openLoginDialog } = useLoginDialog();
  return (
    <EmptyState description={MSG.loginToAct}>
      <Button type="primary" onClick={openLoginDialog}>
        登录
      </Button>
    </EmptyState>
  );
}
