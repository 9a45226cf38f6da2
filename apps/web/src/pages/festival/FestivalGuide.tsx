import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { FESTIVAL_GUIDE_KEY, getGuide, setGuide } from '@xinke/shared';
import { api } from '../../lib/api';
import { hasToken } from '../../lib/credentials';
import styles from './Festival.module.css';

const LOCAL_KEY = `xinke:guide:${FESTIVAL_GUIDE_KEY}`;

/**
 * The first-visit guide of festival pages: shown until dismissed. A member's dismissal is
 * kept on the server (common/set_guide with the key), a visitor's in localStorage.
 */
export function FestivalGuide() {
  const [show, setShow] = useState(false);
  useEffect(() => {
    if (!hasToken()) {
      setShow(localStorage.getItem(LOCAL_KEY) !== '1');
      return;
    }
    let live = true;
    api(getGuide, { key: FESTIVAL_GUIDE_KEY }, { silent: true })
      .then((g) => live && setShow(g.show_guide))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, []);
  if (!show) return null;
  const dismiss = () => {
    setShow(false);
    localStorage.setItem(LOCAL_KEY, '1');
    if (hasToken())
      void api(setGuide, { key: FESTIVAL_GUIDE_KEY }, { silent: true }).catch(() => undefined);
  };
  return (
    <aside className={styles.guide} data-testid="festival-guide">
      <p>
        <strong>欢迎来到节日活动页！</strong>
        投票、关注推荐创客、在评论墙留言点赞，精彩留言会被设为精选。
      </p>
      <Button size="small" type="primary" onClick={dismiss}>
        知道了
      </Button>
    </aside>
  );
}
