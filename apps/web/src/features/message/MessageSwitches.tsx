import Switch from 'antd/es/switch';
import { MSG, SYSTEM_MESSAGE_SWITCH } from '@xinke/shared';
import { QueryGate } from '../account/QueryGate';
import { useMessageSwitches, useSetMessageSwitch } from './queries';
import styles from './Message.module.css';

/**
 * The message switches (GET /web/system/message_list, message_set/{id}): each saves at
 * once. System notices cannot be switched off; their switch is shown on, disabled, with
 * the reason.
 */
export function MessageSwitches() {
  const query = useMessageSwitches();
  const save = useSetMessageSwitch();
  return (
    <QueryGate query={query}>
      {(switches) => (
        <ul className={styles.switches} data-testid="message-switches">
          {switches.map((s) => {
            const locked = s.editable === 0;
            return (
              <li key={s.id} className={styles.switchRow} data-testid="message-switch">
                <div>
                  <p className={styles.switchName}>{s.name}</p>
                  <p className={styles.switchDesc}>
                    {locked ? MSG.systemMessageLocked : s.description}
                  </p>
                </div>
                <Switch
                  aria-label={s.name}
                  checked={s.status === SYSTEM_MESSAGE_SWITCH.on}
                  disabled={locked}
                  loading={save.isPending && save.variables.id === s.id}
                  onChange={(on) =>
                    save.mutate({
                      id: s.id,
                      status: on ? SYSTEM_MESSAGE_SWITCH.on : SYSTEM_MESSAGE_SWITCH.off,
                    })
                  }
                />
              </li>
            );
          })}
        </ul>
      )}
    </QueryGate>
  );
}
