import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { copyText } from '../privilege/copy-text';
import { drawPoster, type PosterInput } from './poster-draw';
import styles from './InvitePoster.module.css';

/**
 * The poster dialog, loaded lazily by the invite page (the qrcode package stays out of the
 * first visit's chunk). 保存海报 downloads the PNG; on phones a long press on the image also
 * saves it, so it is shown as an <img>, not only a canvas.
 */
export default function InvitePosterModal({
  open,
  onClose,
  poster,
  code,
}: {
  open: boolean;
  onClose(): void;
  poster: PosterInput;
  code: string;
}) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [url, setUrl] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const target = canvas.current ?? document.createElement('canvas');
    canvas.current = target;
    void drawPoster(target, poster).then(() => {
      if (live) setUrl(target.toDataURL('image/png'));
    });
    return () => {
      live = false;
    };
  }, [open, poster]);

  const save = () => {
    if (!url) return;
    const a = document.createElement('a');
    a.href = url;
    a.download = `芯客邀请海报-${code}.png`;
    a.click();
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title="我的邀请海报"
      width={420}
      destroyOnHidden
      footer={[
        <Button key="copy" onClick={() => void copyText(poster.link)}>
          复制链接
        </Button>,
        <Button key="save" type="primary" disabled={!url} onClick={save} data-testid="poster-save">
          保存海报
        </Button>,
      ]}
    >
      <div className={styles.frame}>
        {url ? (
          <img className={styles.poster} src={url} alt="邀请海报" data-testid="invite-poster" />
        ) : (
          <Spin />
        )}
      </div>
    </Modal>
  );
}
