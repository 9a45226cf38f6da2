import { useEffect, useState } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import {
  formatDateTime,
  ITEM_STATUS,
  MSG,
  ItemType,
  POST_FORM_ITEM_TYPES,
  RECOMMEND_TAG,
  TITLE_MIN_LENGTH,
  type ItemEdit,
} from '@xinke/shared';
import formBar from '../../components/form-bar.module.css';
import { useForumTags } from '../forum/queries';
import { RichEditor } from '../editor/RichEditor';
import { ExpirePicker } from './ExpirePicker';
import { PUBLISH_MSG } from './publish-messages';
import { useCircleOptions } from './queries';
import { usePublishForm, type DraftEvents } from './use-publish-form';
import { VoteEditor } from './VoteEditor';
import styles from './PublishForm.module.css';

const STATE_LABEL = { empty: '未填写', filled: '填写中', valid: '可以发布', fetching: '提交中…' };

const timeOf = (d: Date) => d.toLocaleTimeString('zh-CN', { hour12: false });

/** 大众帖 / 提问帖 / 知识资源库 / 项目池, labelled from the shared SPEC §9 enum. */
const TYPE_OPTIONS = POST_FORM_ITEM_TYPES.map((value) => ({
  value,
  label: ItemType.label(value),
}));

/** The post or vote publishing form (SPEC §2 publish, postAdd, voteAdd; §4/§5 rules). */
export function PublishForm({
  isVote,
  editing,
  presetCircleId,
  presetItemType,
  draftEvents,
}: {
  isVote: boolean;
  editing?: ItemEdit;
  presetCircleId?: number;
  presetItemType?: number;
  draftEvents?: DraftEvents;
}) {
  const form = usePublishForm(isVote, editing, presetCircleId, presetItemType, draftEvents);
  // A draft opened into the form (from 草稿箱, Back from the preview, a reload) says so.
  const [restoredNotice, setRestoredNotice] = useState(true);
  const restored = editing?.item_status === ITEM_STATUS.draft && restoredNotice;
  const circles = useCircleOptions();
  const { dropUnknownPreset } = form;
  useEffect(() => {
    if (circles.data) dropUnknownPreset(circles.data.map((o) => o.value));
  }, [circles.data, dropUnknownPreset]);
  const tags = useForumTags();
  const tagOptions = (tags.data ?? [])
    // 精选 is the editors' pick, not something an author chooses.
    .filter((t) => t.slug !== RECOMMEND_TAG)
    .map((t) => ({ value: t.id, label: t.name }));
  const { values, errors } = form;
  // A closed circle takes no new post; a published post already in it may stay there.
  const stays =
    editing && editing.item_status !== ITEM_STATUS.draft && editing.circle_id === values.circleId;
  const circleClosed =
    !stays && (circles.data ?? []).some((o) => o.value === values.circleId && o.closed);
  const err = (text: string | undefined) => text && <p className={styles.error}>{text}</p>;

  return (
    <form
      className={styles.form}
      data-testid="publish-form"
      data-state={form.state}
      onSubmit={(e) => {
        e.preventDefault();
        form.submit();
      }}
    >
      {restored && editing && (
        <Alert
          type="info"
          showIcon
          closable={{ onClose: () => setRestoredNotice(false), 'aria-label': '关闭' }}
          title={PUBLISH_MSG.draftRestored(formatDateTime(editing.update_time))}
          action={
            <Button
              size="small"
              onClick={() => {
                setRestoredNotice(false);
                form.reset();
              }}
              data-testid="draft-discard"
            >
              {PUBLISH_MSG.draftDiscard}
            </Button>
          }
          data-testid="draft-restored"
        />
      )}
      {!isVote && (
        <div className={styles.typeRow}>
          <span className={styles.typeLabel} id="item-type-label">
            帖子类型
          </span>
          <Radio.Group
            optionType="button"
            options={TYPE_OPTIONS}
            value={values.itemType}
            onChange={(e) => form.update({ itemType: Number(e.target.value) })}
            aria-labelledby="item-type-label"
            data-testid="type-select"
          />
        </div>
      )}
      <Input
        size="large"
        value={values.title}
        placeholder={`请输入标题（不少于 ${TITLE_MIN_LENGTH} 个字）`}
        aria-label="标题"
        maxLength={100}
        status={errors.title ? 'error' : undefined}
        onChange={(e) => form.update({ title: e.target.value })}
        onBlur={form.blurTitle}
        data-testid="title-input"
      />
      {err(errors.title)}
      <div className={styles.row}>
        <div className={styles.field}>
          <Select
            value={values.circleId}
            options={circles.data ?? []}
            loading={circles.isPending}
            placeholder="选择圈子"
            aria-label="圈子"
            status={errors.circle || circleClosed ? 'error' : undefined}
            onChange={(circleId: number) => form.update({ circleId })}
            data-testid="circle-select"
          />
          {err(errors.circle ?? (circleClosed ? MSG.circleClosed : undefined))}
        </div>
        <div className={styles.field}>
          <Select
            mode="multiple"
            value={values.tagIds}
            options={tagOptions}
            maxCount={5}
            placeholder="选择标签（至少 1 个）"
            aria-label="标签"
            status={errors.tags ? 'error' : undefined}
            onChange={(tagIds: number[]) => form.update({ tagIds })}
            data-testid="tag-select"
          />
          {err(errors.tags)}
        </div>
      </div>
      {isVote && (
        <>
          <div className={styles.label}>
            <span>投票截止时间</span>
            <ExpirePicker
              value={values.expireTime}
              invalid={errors.expire !== undefined}
              onChange={(expireTime) => form.update({ expireTime })}
            />
          </div>
          {err(errors.expire)}
          <VoteEditor
            subjects={values.subjects}
            errors={errors.vote ?? {}}
            onChange={(subjects) => form.update({ subjects })}
          />
          {err(errors.subjects)}
        </>
      )}
      <RichEditor
        value={values.body}
        onChange={(body) => form.update({ body })}
        placeholder={isVote ? '投票说明（选填）' : '分享你的新发现…'}
      />
      {err(errors.body)}
      {!isVote && (
        <>
          <Input
            value={values.videoSrc}
            placeholder="视频链接（选填，http(s)://）"
            aria-label="视频链接"
            status={errors.video ? 'error' : undefined}
            onChange={(e) => form.update({ videoSrc: e.target.value })}
            data-testid="video-input"
          />
          {err(errors.video)}
        </>
      )}
      <div className={formBar.bar}>
        <span className={formBar.status} data-testid="form-state">
          {STATE_LABEL[form.state]}
          {form.savedAt && <span data-testid="saved-at"> · 已保存 {timeOf(form.savedAt)}</span>}
        </span>
        <Button onClick={form.reset} disabled={form.state === 'fetching'}>
          重置
        </Button>
        {form.canDraft && (
          <Button onClick={() => void form.saveNow()} loading={form.saving}>
            保存草稿
          </Button>
        )}
        {form.canDraft && (
          <Button
            onClick={() => void form.preview()}
            disabled={form.saving}
            data-testid="publish-preview"
          >
            预览
          </Button>
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={form.publishing}
          data-testid="publish-submit"
        >
          {editing && form.canDraft === false ? '保存修改' : '发布'}
        </Button>
      </div>
    </form>
  );
}
