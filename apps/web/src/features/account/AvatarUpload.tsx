import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import { useQueryClient } from '@tanstack/react-query';
import { headPic, MSG, type UserInfo } from '@xinke/shared';
import { UserAvatar } from '../../components/UserAvatar';
import { toast } from '../../lib/toast';
import { uploadFile } from '../../lib/upload';
import { checkImageFile } from './image-check';
import { accountKeys } from './queries';
import styles from './AccountForms.module.css';

interface HeadPicAnswer {
  image_url: string;
  thumb_url: string;
}

/** Avatar upload (POST /web/user/head_pic, field `file`): local preview, then progress. */
export function AvatarUpload({ user }: { user: UserInfo }) {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string>();
  const [progress, setProgress] = useState<number>();

  // The preview is an object URL; free it when replaced or when leaving the page.
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onPick = async (file: File | undefined) => {
    if (input.current) input.current.value = ''; // picking the same file again still fires
    if (!file) return;
    const problem = checkImageFile(file);
    if (problem) {
      toast.error(problem);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    try {
      const answer = await uploadFile<HeadPicAnswer>(headPic.path, 'file', file, setProgress);
      queryClient.setQueryData<UserInfo>(
        accountKeys.info,
        (old) => old && { ...old, image_url: answer.image_url },
      );
      toast.success(MSG.updateSuccess);
    } catch {
      setPreview(undefined); // the failure toast is shown by uploadFile
    } finally {
      setProgress(undefined);
    }
  };

  return (
    <div className={styles.avatarRow} data-testid="avatar-upload">
      <UserAvatar src={preview ?? (user.image_url || undefined)} name={user.nickname} size={72} />
      <div className={styles.avatarSide}>
        <input
          ref={input}
          type="file"
          accept="image/*"
          hidden
          data-testid="avatar-input"
          onChange={(event) => void onPick(event.target.files?.[0])}
        />
        <Button onClick={() => input.current?.click()} loading={progress !== undefined}>
          更换头像
        </Button>
        {progress !== undefined && <Progress percent={progress} size="small" />}
        <span className={styles.help}>支持 JPG、PNG、WebP、GIF，不超过 5MB</span>
      </div>
    </div>
  );
}
