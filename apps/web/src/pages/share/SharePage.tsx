import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Button from 'antd/es/button';
import QRCode from 'antd/es/qr-code';
import { useFooterData } from '../../features/site/queries';
import { toast } from '../../lib/toast';
import styles from './Share.module.css';

/**
 * /app/new-version/share: share the site (or the page given as ?url=, a path of this site)
 * as a link, a QR code for phones and a ready-made invitation text.
 */
export default function SharePage() {
  const [params] = useSearchParams();
  const siteName = useFooterData().data?.site.name ?? '芯客';
  const path = params.get('url');
  // Only a path of this site: a share page must not advertise someone else's address.
  const target =
    path && path.startsWith('/') && !path.startsWith('//')
      ? `${window.location.origin}${path}`
      : `${window.location.origin}/app/new-version/featured?tag=recommend`;
  const invite = `我在${siteName}发现了很多有意思的硬件项目：ESP32、RISC-V、3D 打印、机械键盘……一起来玩吧！${target}`;
  const [copied, setCopied] = useState('');
  const copy = async (text: string, what: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(what);
      toast.success('复制成功');
    } catch {
      toast.error('复制失败，请手动选择文字复制');
    }
  };
  return (
    <div className={styles.page} data-testid="share-page">
      <h1 className={styles.title}>分享{siteName}</h1>
      <p className={styles.lead}>把{siteName}介绍给身边同样喜欢折腾硬件的朋友。</p>
      <div className={styles.cards}>
        <section className={styles.card}>
          <h2>扫码访问</h2>
          <QRCode value={target} size={180} bordered={false} />
          <p className={styles.hint}>用手机扫描二维码，或截图发到群里</p>
        </section>
        <section className={styles.card}>
          <h2>分享链接</h2>
          <code className={styles.link} data-testid="share-link">
            {target}
          </code>
          <Button onClick={() => void copy(target, 'link')}>
            {copied === 'link' ? '已复制链接' : '复制链接'}
          </Button>
          <h2>邀请语</h2>
          <p className={styles.invite} data-testid="share-invite">
            {invite}
          </p>
          <Button type="primary" onClick={() => void copy(invite, 'invite')}>
            {copied === 'invite' ? '已复制邀请语' : '复制邀请语'}
          </Button>
        </section>
      </div>
    </div>
  );
}
