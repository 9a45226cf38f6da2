import { useState } from 'react';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import { useQueryClient } from '@tanstack/react-query';
import {
  cleanNickname,
  DISTRICT_MAX_LENGTH,
  MSG,
  NICKNAME_MAX_LENGTH,
  nicknameProblem,
  Occupation,
  mayUseOccupation,
  Sex,
  USER_SIGN_MAX_LENGTH,
  userUpdate,
  type UserInfo,
} from '@xinke/shared';
import { OccupationTag } from '../../components/OccupationTag';
import { api } from '../../lib/api';
import { toast } from '../../lib/toast';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { sharedRule, VALIDATE_ON_BLUR } from '../auth/form-rules';
import { InterestPicker } from './InterestPicker';
import { accountKeys } from './queries';
import styles from './AccountForms.module.css';

interface Values {
  nickname: string;
  sex: number;
  district: string;
  profession: string;
  user_sign: string;
  interests: number[];
}

/** The server's own nickname rule (packages/shared/src/nickname.ts), so the message matches. */
function validateNickname(value: string | undefined): string | null {
  return nicknameProblem(cleanNickname(value ?? '')) ?? null;
}

/** 站务官方 is staff's (the shared rule mayUseOccupation): members are not offered it. */
const professionOptions = (role: string | undefined) => [
  { value: '', label: '不填写' },
  ...Occupation.options
    .filter((option) => mayUseOccupation(option.value, role))
    .map((option) => ({
      value: option.label,
      label: <OccupationTag occupation={option.label} />,
    })),
];

/**
 * Profile (POST /web/user/update): nickname, sex, district, profession, signature, interests.
 * A change not yet saved is not lost by leaving the page unasked (useUnsavedChangesGuard).
 */
export function ProfileForm({ user }: { user: UserInfo }) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const [changed, setChanged] = useState(false);
  useUnsavedChangesGuard(changed);

  const onFinish = async (values: Values) => {
    setSaving(true);
    try {
      const updated = await api(userUpdate, { ...values, nickname: values.nickname.trim() });
      queryClient.setQueryData(accountKeys.info, updated);
      setChanged(false);
      toast.success(MSG.updateSuccess);
    } catch {
      // the http client showed the server's message (e.g. 该昵称已被使用)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form<Values>
      layout="vertical"
      className={styles.form}
      data-testid="profile-form"
      initialValues={{
        nickname: user.nickname,
        sex: user.sex,
        district: user.district,
        // A label they may no longer wear (a former moderator's 站务官方) shows unpicked.
        profession: professionOptions(user.role).some((o) => o.value === user.profession)
          ? user.profession
          : '',
        user_sign: user.user_sign,
        interests: user.interests,
      }}
      onValuesChange={() => setChanged(true)}
      onFinish={(values) => void onFinish(values)}
    >
      <Form.Item
        label="昵称"
        name="nickname"
        rules={[sharedRule(validateNickname)]}
        validateTrigger={VALIDATE_ON_BLUR}
      >
        <Input maxLength={NICKNAME_MAX_LENGTH} showCount />
      </Form.Item>
      <Form.Item label="性别" name="sex">
        <Radio.Group options={Sex.options} />
      </Form.Item>
      <Form.Item label="所在地区" name="district">
        <Input maxLength={DISTRICT_MAX_LENGTH} placeholder="如：广东 深圳" />
      </Form.Item>
      <Form.Item label="职业" name="profession">
        <Select options={professionOptions(user.role)} />
      </Form.Item>
      <Form.Item label="个性签名" name="user_sign">
        <Input.TextArea
          maxLength={USER_SIGN_MAX_LENGTH}
          showCount
          rows={3}
          placeholder="介绍一下自己吧"
        />
      </Form.Item>
      <Form.Item label="兴趣" name="interests">
        <InterestPicker />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        保存
      </Button>
    </Form>
  );
}
