import { RichEditor, type RichEditorProps } from './RichEditor';

/**
 * The rich-text editor as an antd form control: `<Form.Item name="content"><RichEditorField
 * /></Form.Item>`. Form.Item hands its control `value` and `onChange`, which may be absent
 * before the form is filled; the editor itself always takes a string.
 */
export function RichEditorField({
  value,
  onChange,
  ...rest
}: Omit<RichEditorProps, 'value' | 'onChange'> & {
  value?: string;
  onChange?: (html: string) => void;
}) {
  return <RichEditor value={value ?? ''} onChange={(html) => onChange?.(html)} {...rest} />;
}
