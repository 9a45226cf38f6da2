import { useRef, type ReactNode } from 'react';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Popconfirm from 'antd/es/popconfirm';
import { PROJECT_LIMITS, type ProjectDetail } from '@xinke/shared';
import formBar from '../../components/form-bar.module.css';
import { RichEditor } from '../editor/RichEditor';
import { BomEditor } from './BomEditor';
import { CoverField } from './CoverField';
import { OccupationSelect } from './OccupationSelect';
import { ProjectFilesField } from './ProjectFilesField';
import { useProjectForm } from './use-project-form';
import styles from './ProjectForm.module.css';

const timeOf = (d: Date) => d.toLocaleTimeString('zh-CN', { hour12: false });

function Field({
  label,
  hint,
  error,
  children,
}: {
  label: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={styles.field}>
      <span className={styles.label}>
        {label} {hint && <span className={styles.hint}>{hint}</span>}
      </span>
      {children}
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}

/**
 * 创建项目 / 编辑项目 (docs/project.md): title, cover, summary, the body in the site's
 * editor, the owner's occupation label, the BOM, the files, and 存草稿 / 发布. `editing` is
 * the owner's project when the address names one (?id=).
 */
export function ProjectForm({
  editing,
  onDraftSaved,
}: {
  editing?: ProjectDetail;
  onDraftSaved?: (id: number) => void;
}) {
  const form = useProjectForm(editing, onDraftSaved);
  const { values, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  /** Saves; a form the checks stopped scrolls its first message into view (a long form). */
  const save = async (publish: 0 | 1) => {
    if (await form.submit(publish)) return;
    requestAnimationFrame(() =>
      formRef.current
        ?.querySelector(`.${styles.error}`)
        ?.scrollIntoView?.({ block: 'center', behavior: 'smooth' }),
    );
  };
  const draftButton = (onClick?: () => void) => (
    <Button
      loading={form.saving === 0}
      disabled={form.saving === 1}
      onClick={onClick}
      data-testid="project-draft"
    >
      {form.published ? '转为草稿' : '存草稿'}
    </Button>
  );
  const status = form.savedAt
    ? `草稿已保存 ${timeOf(form.savedAt)}`
    : form.isNew
      ? ''
      : form.published
        ? '已发布'
        : '草稿';
  return (
    <form
      ref={formRef}
      className={styles.form}
      data-testid="project-form"
      onSubmit={(e) => {
        e.preventDefault();
        void save(1);
      }}
    >
      <Field label="项目标题" error={errors.title}>
        <Input
          size="large"
          value={values.title}
          placeholder={`给项目起个名字（不超过 ${PROJECT_LIMITS.title} 个字）`}
          aria-label="项目标题"
          status={errors.title ? 'error' : undefined}
          onChange={(e) => form.update({ title: e.target.value })}
          data-testid="project-title"
        />
      </Field>
      <Field label="封面" hint="选填，建议 16:9">
        <CoverField value={values.cover} onChange={(cover) => form.update({ cover })} />
      </Field>
      <Field label="简介" hint="选填，空着时取项目介绍的开头" error={errors.summary}>
        <Input.TextArea
          value={values.summary}
          autoSize={{ minRows: 2, maxRows: 4 }}
          placeholder="一两句话说清楚这个项目做什么"
          aria-label="简介"
          status={errors.summary ? 'error' : undefined}
          showCount={{ formatter: ({ count }) => `${count} / ${PROJECT_LIMITS.summary}` }}
          onChange={(e) => form.update({ summary: e.target.value })}
        />
      </Field>
      <Field label="我在团队中的职业标签" error={errors.ownerLabel}>
        <OccupationSelect
          label="我的职业标签"
          value={values.ownerLabel}
          invalid={errors.ownerLabel !== undefined}
          onChange={(ownerLabel) => form.update({ ownerLabel })}
          testId="owner-label"
        />
      </Field>
      <Field label="项目介绍" error={errors.body}>
        <RichEditor
          value={values.body}
          onChange={(body) => form.update({ body })}
          placeholder="项目的目标、方案、进展和需要的帮助…"
        />
      </Field>
      <Field label="物料清单（BOM）" hint="单价以元填写" error={errors.bom}>
        <BomEditor
          rows={values.bom}
          errors={errors.bomRows}
          onChange={(bom) => form.update({ bom })}
        />
      </Field>
      <Field label="项目文件" hint="原理图、Gerber、固件等">
        <ProjectFilesField
          files={values.files}
          error={errors.files}
          onChange={(files) => form.update({ files })}
          onUploading={form.setUploading}
        />
      </Field>
      {form.serverError && (
        <Alert type="error" showIcon title={form.serverError} data-testid="project-form-error" />
      )}
      <div className={formBar.bar}>
        <span className={formBar.status} data-testid="project-form-state">
          {status}
        </span>
        {form.published ? (
          <Popconfirm
            title="转为草稿后项目不再公开，确定吗？"
            okText="转为草稿"
            cancelText="取消"
            onConfirm={() => void save(0)}
          >
            {draftButton()}
          </Popconfirm>
        ) : (
          draftButton(() => void save(0))
        )}
        <Button
          type="primary"
          htmlType="submit"
          loading={form.saving === 1}
          disabled={form.saving === 0}
          data-testid="project-publish"
        >
          {form.published ? '保存修改' : '发布'}
        </Button>
      </div>
    </form>
  );
}
