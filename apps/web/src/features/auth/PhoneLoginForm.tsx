import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { smsCode, smsCodeLogin, validateCode, validatePhone } from '@xinke/shared';
import { api } from '../../lib/api';
import { apiWithMessage } from '../../lib/api-message';
import { requireAgreement } from './agreement-gate';
import { completeLogin } from './complete-login';
import { sharedRule, VALIDATE_ON_BLUR } from './form-rules';
import { SendCodeButton } from './SendCodeButton';
import styles from './LoginPanel.module.css';

interface Values {
  phone: string;
  code: string;
}

/** Passwordless phone login (SPEC §4): an unregistered phone is signed up on the way. */
export function PhoneLoginForm() {
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);

  const onFinish = async ({ phone, code }: Values) => {
    if (!requireAgreement()) return;
    setSubmitting(true);
    try {
      completeLogin(await api(smsCodeLogin, { phone: phone.trim(), code: code.trim() }));
    } catch {
      setSubmitting(false); // the http client showed the server's message
    }
  };

  return (
    <Form
      form={form}
      onFinish={(values) => void onFinish(values)}
      className={styles.form}
      data-testid="phone-login-form"
    >
      <Form.Item
        name="phone"
        rules={[sharedRule(validatePhone)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input
          size="large"
          placeholder="请输入手机号"
          inputMode="numeric"
          maxLength={11}
          autoComplete="tel"
        />
      </Form.Item>
      <Form.Item>
        <div className={styles.codeRow}>
          <Form.Item
            name="code"
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
            storeKey="login-sms"
            getTarget={() => form.validateFields(['phone']).then((values) => values.phone.trim())}
            send={(phone) => apiWithMessage(smsCode, { phone }).then((answer) => answer.msg)}
          />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" size="large" block loading={submitting}>
        登录/注册
      </Button>
    </Form>
  );
}
