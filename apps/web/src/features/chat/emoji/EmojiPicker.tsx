import { useState } from 'react';
import Input from 'antd/es/input';
import Popover from 'antd/es/popover';
import SmileOutlined from '@ant-design/icons/es/icons/SmileOutlined';
import { searchEmoji } from './emoji-search';
import styles from '../ChatDialog.module.css';

/** The emoji button and its panel: a keyword search over the SPEC §3 emoji table. */
export function EmojiPicker({ onPick }: { onPick(char: string): void }) {
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const found = searchEmoji(query);
  const panel = (
    <div className={styles.emojiPanel} data-testid="emoji-panel">
      <Input
        size="small"
        allowClear
        placeholder="搜索表情，如 赞、笑、电脑"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        aria-label="搜索表情"
      />
      {found.length === 0 ? (
        <p className={styles.emojiEmpty}>没有找到表情</p>
      ) : (
        <div className={styles.emojiGrid}>
          {found.map((emoji) => (
            <button
              key={emoji.name}
              type="button"
              className={styles.emojiButton}
              title={emoji.keywords[0] ?? emoji.name}
              aria-label={emoji.keywords[0] ?? emoji.name}
              onClick={() => {
                onPick(emoji.char);
                setOpen(false);
              }}
            >
              {emoji.char}
            </button>
          ))}
        </div>
      )}
    </div>
  );
  return (
    <Popover trigger="click" open={open} onOpenChange={setOpen} content={panel} placement="topLeft">
      <button
        type="button"
        className={styles.toolButton}
        aria-label="表情"
        data-testid="emoji-button"
      >
        <SmileOutlined />
      </button>
    </Popover>
  );
}
