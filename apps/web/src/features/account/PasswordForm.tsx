import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useQueryClient } from '@tanstack/react-query';
import { changePassword, MSG, PASSWORD_RULE_TEXT } from '@xinke/shared';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { sharedRule, VALIDATE_ON_BLUR } from '../auth/form-rules';
import { validateNewPassword } from '../auth/new-password-rule';
import { accountKeys } from './queries';
import styles from './AccountForms.module.css';

interface Values {
  old_password?: string;
  password: string;
  password_confirm: string;
}

/**
 * Set or change the password (POST /web/system/password). The old password is asked
 * only when one is set (an account made by SMS or WeChat login has none yet).
 */
export function PasswordForm({ hasPassword }: { hasPassword: boolean }) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await api(changePassword, values);
      toast.success(MSG.passwordChanged);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: accountKeys.account });
    } catch {
      // the http client showed the server's message (e.g. 原密码错误)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      data-testid="password-form"
      onFinish={(values) => void onFinish(values)}
    >
      {hasPassword && (
        <Form.Item
          label="原密码"
          name="old_password"
          rules={[{ required: true, message: MSG.oldPasswordRequired }]}
          validateTrigger={VALIDATE_ON_BLUR}
        >
          <Input.Password autoComplete="current-password" />
        </Form.Item>
      )}
      <Form.Item
        label="新密码"
        name="password"
        rules={[sharedRule(validateNewPassword)]}
        validateTrigger={VALIDATE_ON_BLUR}
        extra={PASSWORD_RULE_TEXT}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        label="确认新密码"
        name="password_confirm"
        dependencies={['password']}
        validateTrigger={VALIDATE_ON_BLUR}
        rules={[
          { required: true, message: MSG.passwordConfirmRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(MSG.passwordConfirmMismatch)),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {hasPassword ? '修改密码' : '设置密码'}
      </Button>
    </Form>
  );
}
