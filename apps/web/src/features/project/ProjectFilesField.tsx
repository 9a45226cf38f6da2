import { useEffect, useRef, useState } from 'react';
import Button from 'antd/es/button';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import { PROJECT_FILE_KIND, PROJECT_LIMITS, ProjectFileKind } from '@xinke/shared';
import { formatBytes } from '../resource/format-bytes';
import type { FileDraft } from './project-form';
import { LIBRARY_FILE_ACCEPT } from '../../lib/library-file';
import { uploadProjectFile } from './upload-project-file';
import styles from './ProjectForm.module.css';

const KIND_OPTIONS = ProjectFileKind.options;

/** A first guess at the kind from the name; the owner changes it in the list. */
export function guessKind(name: string): number {
  const lower = name.toLowerCase();
  if (/\.(hex|bin|elf)$/.test(lower)) return PROJECT_FILE_KIND.firmware;
  if (lower.includes('gerber')) return PROJECT_FILE_KIND.gerber;
  if (lower.endsWith('.pdf') || lower.includes('sch')) return PROJECT_FILE_KIND.schematic;
  return PROJECT_FILE_KIND.other;
}

interface Uploading {
  key: number;
  name: string;
  percent: number;
}

/**
 * The project's files: 上传文件 (PDF, archives, firmware; each checked by the server), then
 * per file its name, size, kind (原理图 / Gerber / 固件 / 其他) and 移除. A file is the
 * uploader's as soon as it is up; it joins the project when the form is saved.
 */
export function ProjectFilesField({
  files,
  error,
  onChange,
  onUploading,
}: {
  files: FileDraft[];
  error?: string;
  onChange: (files: FileDraft[]) => void;
  /** How many uploads are under way (the form waits for them before saving). */
  onUploading: (count: number) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<Uploading[]>([]);
  // The latest list, for uploads that finish after other changes were made to it.
  const latest = useRef(files);
  useEffect(() => {
    latest.current = files;
  });
  const serial = useRef(0);
  const count = useRef(0);
  const room = PROJECT_LIMITS.files - files.length - uploading.length;

  const upload = async (file: File) => {
    const key = (serial.current += 1);
    const setPercent = (percent: number) =>
      setUploading((list) => list.map((u) => (u.key === key ? { ...u, percent } : u)));
    setUploading((list) => [...list, { key, name: file.name, percent: 0 }]);
    const stored = await uploadProjectFile(file, setPercent);
    setUploading((list) => list.filter((u) => u.key !== key));
    onUploading((count.current -= 1));
    if (stored)
      onChange([
        ...latest.current,
        {
          id: stored.id,
          name: stored.name,
          size: stored.size,
          type: stored.type,
          kind: guessKind(stored.name),
        },
      ]);
  };

  const setKind = (id: number, kind: number) =>
    onChange(files.map((f) => (f.id === id ? { ...f, kind } : f)));

  return (
    <div className={styles.files} data-testid="project-files">
      {files.map((f) => (
        <div key={f.id} className={styles.file} data-testid="project-file-row">
          <span className={styles.fileName}>{f.name}</span>
          <span className={styles.fileSize}>{formatBytes(f.size)}</span>
          <Select
            className={styles.fileKind}
            value={f.kind}
            options={KIND_OPTIONS}
            aria-label={`${f.name} 的类型`}
            onChange={(kind: number) => setKind(f.id, kind)}
          />
          <Button
            type="link"
            danger
            aria-label={`移除 ${f.name}`}
            onClick={() => onChange(files.filter((x) => x.id !== f.id))}
          >
            移除
          </Button>
        </div>
      ))}
      {uploading.map((u) => (
        <div key={u.key} className={styles.file} data-testid="project-file-uploading">
          <span className={styles.fileName}>{u.name}</span>
          <Progress percent={u.percent} size="small" style={{ flex: '1 1 120px', margin: 0 }} />
        </div>
      ))}
      <input
        ref={input}
        type="file"
        multiple
        accept={LIBRARY_FILE_ACCEPT}
        style={{ display: 'none' }}
        aria-label="选择项目文件"
        data-testid="project-file-input"
        onChange={(e) => {
          const picked = Array.from(e.target.files ?? []).slice(0, Math.max(0, room));
          e.target.value = '';
          // One after another: the uplink is shared anyway, and the list fills in order.
          // All of them count as under way from now, so no save slips in between two.
          onUploading((count.current += picked.length));
          void picked.reduce((p, file) => p.then(() => upload(file)), Promise.resolve());
        }}
      />
      <div>
        <Button onClick={() => input.current?.click()} disabled={room <= 0}>
          上传文件
        </Button>{' '}
        <span className={styles.hint}>
          PDF、ZIP、7z、gz 或固件（.bin / .hex / .elf），最多 {PROJECT_LIMITS.files} 个
        </span>
      </div>
      {error && <p className={styles.error}>{error}</p>}
    </div>
  );
}
