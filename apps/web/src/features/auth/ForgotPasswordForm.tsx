import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import {
  forgetNext,
  forgetReset,
  forgetSend,
  MSG,
  PASSWORD_RULE_TEXT,
  validateAccount,
  validateCode,
} from '@xinke/shared';
import { api } from '../../lib/api';
import { apiWithMessage } from '../../lib/api-message';
import { toast } from '../../lib/toast';
import { AUTH_TEXT } from './auth-texts';
import { sharedRule, VALIDATE_ON_BLUR } from './form-rules';
import { validateNewPassword } from './new-password-rule';
import { SendCodeButton } from './SendCodeButton';
import styles from './LoginPanel.module.css';

interface Values {
  phone_email: string;
  phone_email_code: string;
  password: string;
}

interface Props {
  onBack(): void;
  /** After the reset: back to the password tab, account prefilled. */
  onDone(account: string): void;
}

/**
 * Forgot password (SPEC §2/§5/§8): a code to the phone or e-mail, verified (forget_next),
 * then the new password (forget_reset) → 重置密码成功，前往登录 and the password tab.
 */
export function ForgotPasswordForm({ onBack, onDone }: Props) {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async (values: Values) => {
    const account = values.phone_email.trim();
    const code = values.phone_email_code.trim();
    setSubmitting(true);
    try {
      await api(forgetNext, { phone_email: account, phone_email_code: code });
      await api(forgetReset, {
        phone_email: account,
        phone_email_code: code,
        password: values.password,
      });
      toast.success(MSG.resetPasswordSuccess);
      onDone(account);
    } catch {
      setSubmitting(false); // the http client showed the server's message
    }
  };

  return (
    <Form
      form={form}
      onFinish={(values) => void onFinish(values)}
      className={styles.form}
      data-testid="forgot-form"
    >
      <div className={styles.formHeader}>
        <h3 className={styles.formTitle}>{AUTH_TEXT.forgotTitle}</h3>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onBack}
          data-testid="forgot-back"
        >
          {AUTH_TEXT.backToLogin}
        </button>
      </div>
      <Form.Item
        name="phone_email"
        rules={[sharedRule(validateAccount)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input size="large" placeholder="请输入手机号或邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item>
        <div className={styles.codeRow}>
          <Form.Item
            name="phone_email_code"
            rules={[sharedRule(validateCode)]}
            validateTrigger={VALIDATE_ON_BLUR}
            noStyle
          >
            <Input
              size="large"
              placeholder="请输入验证码"
              inputMode="numeric"
              maxLength={6}
              autoComplete="one-time-code"
            />
          </Form.Item>
          <SendCodeButton
            storeKey="forgot"
            getTarget={() =>
              form.validateFields(['phone_email']).then((values) => values.phone_email.trim())
            }
            send={(account) =>
              apiWithMessage(forgetSend, { phone_email: account }).then((answer) => answer.msg)
            }
          />
        </div>
      </Form.Item>
      <Form.Item
        name="password"
        rules={[sharedRule(validateNewPassword)]}
        validateTrigger={VALIDATE_ON_BLUR}
        extra={PASSWORD_RULE_TEXT}
      >
        <Input.Password size="large" placeholder="请输入新密码" autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        重置密码
      </Button>
    </Form>
  );
}
