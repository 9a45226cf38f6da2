/** <input type="datetime-local"> speaks local "YYYY-MM-DDTHH:mm"; the API Unix seconds. */
const pad = (n: number) => String(n).padStart(2, '0');

export function toLocalInput(seconds: number | undefined): string {
  if (seconds === undefined) return '';
  const d = new Date(seconds * 1000);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

export function fromLocalInput(value: string): number | undefined {
  if (!value) return undefined;
  const ms = new Date(value).getTime();
  return Number.isFinite(ms) ? Math.floor(ms / 1000) : undefined;
}
