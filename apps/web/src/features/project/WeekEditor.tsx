import { useState } from 'react';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import { PROJECT_LIMITS } from '@xinke/shared';
import { useUnsavedChangesGuard } from '../../lib/use-unsaved-changes-guard';
import { RichEditor } from '../editor/RichEditor';
import { useSaveWeek } from './mutations';
import { weekErrors } from './week-form';
import styles from './ProjectDetail.module.css';

/**
 * Writing a weekly report: a new one or `week` edited on the project's page, or `week`
 * edited on its own page (research/week/:id). What is written and not saved is not lost by
 * leaving unasked (the page's one guard); a failed save keeps the text (the reason is
 * toasted).
 */
export function WeekEditor({
  projectId,
  week,
  onDone,
}: {
  projectId: number;
  week?: { id: number; title: string; body: string };
  onDone: () => void;
}) {
  const save = useSaveWeek(projectId);
  const [title, setTitle] = useState(week?.title ?? '');
  const [body, setBody] = useState(week?.body ?? '');
  const [shown, setShown] = useState<{ title?: string; body?: string }>({});
  const dirty = title !== (week?.title ?? '') || body !== (week?.body ?? '');
  const guard = useUnsavedChangesGuard(dirty && !save.isSuccess);
  const submit = () => {
    const errors = weekErrors(title, body);
    setShown(errors);
    if (errors.title || errors.body) return;
    save.mutate(
      { id: week?.id, title: title.trim(), body },
      {
        onSuccess: () => {
          guard.release();
          onDone();
        },
      },
    );
  };
  return (
    <div className={styles.weekEditor} data-testid="week-editor">
      <Input
        value={title}
        placeholder={`周报标题（不超过 ${PROJECT_LIMITS.weekTitle} 个字）`}
        aria-label="周报标题"
        status={shown.title ? 'error' : undefined}
        onChange={(e) => {
          setTitle(e.target.value);
          setShown((s) => ({ ...s, title: undefined }));
        }}
      />
      {shown.title && <p className={styles.error}>{shown.title}</p>}
      <RichEditor
        value={body}
        onChange={(html) => {
          setBody(html);
          setShown((s) => ({ ...s, body: undefined }));
        }}
        placeholder="这一周做了什么、遇到什么问题、下周计划…"
        minHeight={180}
      />
      {shown.body && <p className={styles.error}>{shown.body}</p>}
      <div className={styles.actions}>
        <Button onClick={onDone}>取消</Button>
        <Button type="primary" loading={save.isPending} onClick={submit} data-testid="week-save">
          {week ? '保存周报' : '发布周报'}
        </Button>
      </div>
    </div>
  );
}
