import { useSyncExternalStore } from 'react';
import VerticalAlignTopOutlined from '@ant-design/icons/es/icons/VerticalAlignTopOutlined';
import { animateScrollToTop, isBackToTopVisible } from './back-to-top-rule';
import styles from './BackToTop.module.css';

function subscribe(onChange: () => void) {
  window.addEventListener('scroll', onChange, { passive: true });
  window.addEventListener('resize', onChange);
  return () => {
    window.removeEventListener('scroll', onChange);
    window.removeEventListener('resize', onChange);
  };
}
const getVisible = () => isBackToTopVisible(window.innerWidth, window.scrollY);

/** Back-to-top button; not rendered at all on narrow windows (SPEC §2). */
export function BackToTop() {
  const visible = useSyncExternalStore(subscribe, getVisible, () => false);
  if (!visible) return null;
  return (
    <button
      type="button"
      className={styles.button}
      data-testid="back-to-top"
      aria-label="回到顶部"
      title="回到顶部"
      onClick={() => animateScrollToTop()}
    >
      <VerticalAlignTopOutlined />
    </button>
  );
}
