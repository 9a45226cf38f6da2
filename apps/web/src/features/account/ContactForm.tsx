import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import { useQueryClient } from '@tanstack/react-query';
import { MSG, validateCode } from '@xinke/shared';
import { toast } from '../../lib/toast';
import { sharedRule, VALIDATE_ON_BLUR } from '../auth/form-rules';
import { SendCodeButton } from '../auth/SendCodeButton';
import { saveContact, sendCurrentCode, sendNewCode } from './contact-calls';
import { CONTACT_KINDS, type ContactKind } from './contact-validators';
import { accountKeys } from './queries';
import styles from './AccountForms.module.css';

interface Values {
  valid_code?: string;
  target: string;
  code: string;
}

interface Props {
  kind: ContactKind;
  /** The masked contact bound now; '' when none (then this form binds one). */
  current: string;
}

/**
 * Bind or change the phone / e-mail. Changing verifies the current contact first (a code
 * sent to it), then the new one — so a stolen session alone cannot move the account.
 */
export function ContactForm({ kind, current }: Props) {
  const [form] = Form.useForm<Values>();
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const { label, placeholder, validate } = CONTACT_KINDS[kind];
  const changing = current !== '';

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      await saveContact(kind, {
        target: values.target.trim(),
        code: values.code.trim(),
        validCode: changing ? values.valid_code?.trim() : undefined,
      });
      toast.success(MSG.bindSuccess);
      form.resetFields();
      await queryClient.invalidateQueries({ queryKey: accountKeys.all });
    } catch {
      // the http client showed the server's message
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      className={styles.form}
      data-testid={`${kind}-form`}
      onFinish={(values) => void onFinish(values)}
    >
      {changing && (
        <>
          <p className={styles.step}>
            第一步：验证当前{label} {current}
          </p>
          <Form.Item label={`当前${label}验证码`} required>
            <div className={styles.codeRow}>
              <Form.Item
                name="valid_code"
                rules={[sharedRule(validateCode)]}
                validateTrigger={VALIDATE_ON_BLUR}
                noStyle
              >
                <Input placeholder="请输入验证码" maxLength={6} inputMode="numeric" />
              </Form.Item>
              <SendCodeButton
                storeKey={`${kind}-current`}
                getTarget={() => Promise.resolve(current)}
                send={() => sendCurrentCode(kind)}
              />
            </div>
          </Form.Item>
          <p className={styles.step}>第二步：绑定新{label}</p>
        </>
      )}
      <Form.Item
        label={changing ? `新${label}` : label}
        name="target"
        rules={[sharedRule(validate)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input placeholder={placeholder} />
      </Form.Item>
      <Form.Item label="验证码" required>
        <div className={styles.codeRow}>
          <Form.Item
            name="code"
            rules={[sharedRule(validateCode)]}
            validateTrigger={VALIDATE_ON_BLUR}
            noStyle
          >
            <Input placeholder="请输入验证码" maxLength={6} inputMode="numeric" />
          </Form.Item>
          <SendCodeButton
            storeKey={`${kind}-new`}
            getTarget={() => form.validateFields(['target']).then((values) => values.target.trim())}
            send={(target) => sendNewCode(kind, target)}
          />
        </div>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {changing ? `更换${label}` : `绑定${label}`}
      </Button>
    </Form>
  );
}
