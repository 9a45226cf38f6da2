import Switch from 'antd/es/switch';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateSecret, type Secret } from '@xinke/shared';
import { api } from '../../lib/api';
import { accountKeys } from './queries';
import styles from './AccountForms.module.css';

const SWITCHES: { key: keyof Secret; label: string }[] = [
  { key: 'show_follow', label: '公开我的关注列表' },
  { key: 'show_fans', label: '公开我的粉丝列表' },
  { key: 'show_collect', label: '公开我的收藏' },
  { key: 'show_dynamic', label: '公开我的动态' },
];

/** Privacy switches (GET/POST /web/system/secret): each toggle saves at once. */
export function PrivacySwitches({ secret }: { secret: Secret }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (change: Partial<Secret>) => api(updateSecret, change),
    onSuccess: (saved) => queryClient.setQueryData(accountKeys.secret, saved),
  });
  return (
    <ul className={styles.rows} data-testid="privacy-switches">
      {SWITCHES.map(({ key, label }) => (
        <li key={key} className={styles.row}>
          <span className={styles.rowLabel}>{label}</span>
          <Switch
            aria-label={label}
            checked={secret[key] === 1}
            loading={save.isPending && save.variables[key] !== undefined}
            onChange={(on) => save.mutate({ [key]: on ? 1 : 0 })}
          />
        </li>
      ))}
    </ul>
  );
}
