import { MSG, PROJECT_LIMITS, SITE_LIMITS, isHttpUrl, type BomRow } from '@xinke/shared';

/*
 * The bill of materials as the form holds it: what was typed, as typed (a half-written
 * price must stay on screen), checked with the messages the contract (ZBomRow) uses and
 * turned into the contract's row — the unit price entered in 元, sent in 分.
 */

export interface BomDraft {
  /** Stable React key of the row (rows are added and removed in the middle). */
  key: string;
  part_name: string;
  quantity: string;
  /** 元, as typed: "12", "12.5", "0.35". */
  price: string;
  supplier_url: string;
}

export type BomField = 'part_name' | 'quantity' | 'price' | 'supplier_url';
export type BomRowErrors = Partial<Record<BomField, string>>;

let serial = 0;
const nextKey = () => `bom-${(serial += 1)}`;

export const newBomRow = (): BomDraft => ({
  key: nextKey(),
  part_name: '',
  quantity: '1',
  price: '',
  supplier_url: '',
});

/** A stored row back in the form: the price in 元 with its two decimals. */
export const bomDraftOf = (row: BomRow): BomDraft => ({
  key: nextKey(),
  part_name: row.part_name,
  quantity: String(row.quantity),
  price: fenToYuanText(row.unit_price),
  supplier_url: row.supplier_url,
});

export const fenToYuanText = (fen: number) => (fen / 100).toFixed(2);

/**
 * "12.5" 元 → 1250 分, digit by digit (no float rounding: 0.29 * 100 is 28.999…); null
 * when it is not an amount of at most two decimals within the contract's maximum.
 */
export function yuanToFen(text: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return fen <= PROJECT_LIMITS.unitPriceMax ? fen : null;
}

function quantityOf(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= 1 && n <= PROJECT_LIMITS.quantityMax ? n : null;
}

/** A row nobody wrote in (a fresh 添加物料 left as it came) is not part of the list. */
export const isBlankRow = (row: BomDraft) =>
  row.part_name.trim() === '' &&
  row.price.trim() === '' &&
  row.supplier_url.trim() === '' &&
  ['', '1'].includes(row.quantity.trim());

/** What is wrong with one row, in the contract's words (an empty object when nothing). */
export function bomRowErrors(row: BomDraft): BomRowErrors {
  const errors: BomRowErrors = {};
  const part = row.part_name.trim();
  if (!part) errors.part_name = MSG.projectBomPartRequired;
  else if (part.length > PROJECT_LIMITS.partName) errors.part_name = MSG.projectBomPartTooLong;
  if (quantityOf(row.quantity) === null) errors.quantity = MSG.projectBomQuantityInvalid;
  if (yuanToFen(row.price) === null) errors.price = MSG.projectBomPriceYuanInvalid;
  const url = row.supplier_url.trim();
  if (url && (url.length > SITE_LIMITS.url || !isHttpUrl(url)))
    errors.supplier_url = MSG.projectBomUrlInvalid;
  return errors;
}

/** The rows the server gets: blank ones left out, prices in 分. Call after validating. */
export function toBomRows(rows: BomDraft[]): BomRow[] {
  return rows
    .filter((row) => !isBlankRow(row))
    .map((row) => ({
      part_name: row.part_name.trim(),
      quantity: quantityOf(row.quantity) ?? 0,
      unit_price: yuanToFen(row.price) ?? 0,
      supplier_url: row.supplier_url.trim(),
    }));
}

/** Σ quantity × unit price in 分 over the rows readable so far (a half-typed one counts 0). */
export function bomTotalFen(rows: BomDraft[]): number {
  return rows.reduce(
    (sum, row) => sum + (quantityOf(row.quantity) ?? 0) * (yuanToFen(row.price) ?? 0),
    0,
  );
}
