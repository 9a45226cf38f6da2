import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import DeleteOutlined from '@ant-design/icons/es/icons/DeleteOutlined';
import PictureOutlined from '@ant-design/icons/es/icons/PictureOutlined';
import { uploadPostImage } from '../editor/upload-image';
import {
  addOption,
  addSubject,
  removeOption,
  removeSubject,
  SELECT_MULTIPLE,
  SELECT_SINGLE,
  updateOption,
  updateSubject,
  type SelectType,
  type VoteSubjectDraft,
} from './vote-form';
import styles from './PublishForm.module.css';

/**
 * The vote subjects of the vote form: single or multiple choice, options of text and/or an
 * uploaded image. The list rules (three options to start, the last option takes its
 * subject with it) live in vote-form.ts.
 */
export function VoteEditor({
  subjects,
  errors,
  onChange,
}: {
  subjects: VoteSubjectDraft[];
  errors: Record<string, string>;
  onChange(next: VoteSubjectDraft[]): void;
}) {
  const pickImage = async (subjectKey: string, optionKey: string, file: File | undefined) => {
    if (!file) return;
    const url = await uploadPostImage(file);
    if (url) onChange(updateOption(subjects, subjectKey, optionKey, { image: url }));
  };
  return (
    <div className={styles.subjects} data-testid="vote-editor">
      {subjects.map((s, index) => (
        <fieldset key={s.key} className={styles.subject} data-testid="vote-subject">
          <div className={styles.subjectHead}>
            <span>题目 {index + 1}</span>
            <Radio.Group
              value={s.select_type}
              onChange={(e) =>
                onChange(
                  updateSubject(subjects, s.key, { select_type: e.target.value as SelectType }),
                )
              }
              options={[
                { value: SELECT_SINGLE, label: '单选' },
                { value: SELECT_MULTIPLE, label: '多选' },
              ]}
            />
            <Button type="text" danger onClick={() => onChange(removeSubject(subjects, s.key))}>
              删除题目
            </Button>
          </div>
          <Input
            value={s.subject}
            placeholder="请输入题目"
            aria-label={`题目 ${index + 1}`}
            status={errors[s.key] ? 'error' : undefined}
            onChange={(e) => onChange(updateSubject(subjects, s.key, { subject: e.target.value }))}
          />
          {errors[s.key] && <p className={styles.error}>{errors[s.key]}</p>}
          {s.options.map((o, i) => (
            <div key={o.key} className={styles.option} data-testid="vote-option">
              <Input
                value={o.text}
                placeholder={`选项 ${i + 1}`}
                aria-label={`题目 ${index + 1} 选项 ${i + 1}`}
                status={errors[o.key] ? 'error' : undefined}
                onChange={(e) =>
                  onChange(updateOption(subjects, s.key, o.key, { text: e.target.value }))
                }
              />
              {o.image && <img src={o.image} alt="" className={styles.optionImage} />}
              <label className={styles.optionUpload} title="上传图片">
                <PictureOutlined />
                <input
                  type="file"
                  accept="image/*"
                  hidden
                  onChange={(e) => {
                    const file = e.target.files?.[0];
                    e.target.value = '';
                    void pickImage(s.key, o.key, file);
                  }}
                />
              </label>
              <Button
                type="text"
                icon={<DeleteOutlined />}
                aria-label="删除选项"
                onClick={() => onChange(removeOption(subjects, s.key, o.key))}
              />
              {errors[o.key] && <p className={styles.error}>{errors[o.key]}</p>}
            </div>
          ))}
          <Button type="dashed" onClick={() => onChange(addOption(subjects, s.key))}>
            添加选项
          </Button>
        </fieldset>
      ))}
      <div className={styles.subjectAdd}>
        <Button onClick={() => onChange(addSubject(subjects, SELECT_SINGLE))}>添加单选题</Button>
        <Button onClick={() => onChange(addSubject(subjects, SELECT_MULTIPLE))}>添加多选题</Button>
      </div>
    </div>
  );
}
