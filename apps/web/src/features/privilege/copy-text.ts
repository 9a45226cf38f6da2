import { MSG } from '@xinke/shared';
import { toast } from '../../lib/toast';

/** The old way, for pages served over plain http where navigator.clipboard is missing. */
function copyWithSelection(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies a coupon or privilege code and says so: 复制成功 (SPEC §8), else how to go on. */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    toast.success(MSG.copySuccess);
    return;
  } catch {
    // no clipboard API or no permission: try the selection
  }
  if (copyWithSelection(text)) toast.success(MSG.copySuccess);
  else toast.error(MSG.copyFailed);
}
