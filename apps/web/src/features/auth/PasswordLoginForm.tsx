import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { passwordLogin, validateAccount, validatePassword } from '@xinke/shared';
import { api } from '../../lib/api';
import { requireAgreement } from './agreement-gate';
import { AUTH_TEXT } from './auth-texts';
import { completeLogin } from './complete-login';
import { sharedRule, VALIDATE_ON_BLUR } from './form-rules';
import styles from './LoginPanel.module.css';

interface Values {
  login: string;
  password: string;
}

/** Password login (SPEC §4/§5): the account is a phone number or an e-mail. */
export function PasswordLoginForm({
  onForgot,
  initialLogin,
}: {
  onForgot(): void;
  initialLogin?: string;
}) {
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ login, password }: Values) => {
    if (!requireAgreement()) return;
    setSubmitting(true);
    try {
      completeLogin(await api(passwordLogin, { login: login.trim(), password }));
    } catch {
      setSubmitting(false); // the http client showed the server's message
    }
  };

  return (
    <Form<Values>
      onFinish={(values) => void onFinish(values)}
      initialValues={{ login: initialLogin ?? '' }}
      className={styles.form}
      data-testid="password-login-form"
    >
      <Form.Item
        name="login"
        rules={[sharedRule(validateAccount)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input size="large" placeholder="请输入手机号或邮箱" autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[sharedRule(validatePassword)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input.Password size="large" placeholder="请输入密码" autoComplete="current-password" />
      </Form.Item>
      <div className={styles.formLinks}>
        <button type="button" className={styles.linkButton} onClick={onForgot}>
          {AUTH_TEXT.forgotLink}
        </button>
      </div>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录
      </Button>
    </Form>
  );
}
