import type {
  AdminFestivalModule,
  FestivalFooter,
  FestivalModuleConfigInput,
  FestivalModuleKindValue,
} from '@xinke/shared';

/*
 * The console's module and footer forms ⇄ the contracts (docs/festival.md). Id lists are
 * typed as text (「12, 15 16」: any separator), links as one 「文字 地址」 per line.
 */

export interface ModuleForm {
  kind: FestivalModuleKindValue;
  title: string;
  images: { image: string; link: string }[];
  html: string;
  item_id: number | null;
  ids: string;
}

export interface FooterForm {
  organiser: string;
  sponsors: string;
  links: string;
  note: string;
}

/** 「12, 15 16」 → [12, 15, 16]; anything that is not a positive integer is dropped. */
export function parseIds(text: string): number[] {
  return text
    .split(/[\s,，、]+/)
    .map((s) => Number(s))
    .filter((n) => Number.isInteger(n) && n > 0);
}

export function emptyModuleForm(kind: FestivalModuleKindValue = 'banner'): ModuleForm {
  return { kind, title: '', images: [{ image: '', link: '' }], html: '', item_id: null, ids: '' };
}

export function toModuleForm(m: AdminFestivalModule): ModuleForm {
  const c = m.config;
  const form = { ...emptyModuleForm(c.kind), title: m.title };
  switch (c.kind) {
    case 'banner':
      return { ...form, images: c.images };
    case 'text':
      return { ...form, html: c.html };
    case 'vote':
      return { ...form, item_id: c.item_id };
    case 'posts':
      return { ...form, ids: c.item_ids.join(', ') };
    case 'members':
      return { ...form, ids: c.user_ids.join(', ') };
    case 'comments':
      return form;
  }
}

export function toModuleInput(f: ModuleForm): { title: string; config: FestivalModuleConfigInput } {
  const title = f.title.trim();
  switch (f.kind) {
    case 'banner':
      return {
        title,
        config: {
          kind: 'banner',
          images: f.images
            .filter((i) => i.image)
            .map((i) => ({ image: i.image, link: i.link.trim() })),
        },
      };
    case 'text':
      return { title, config: { kind: 'text', html: f.html } };
    case 'vote':
      return { title, config: { kind: 'vote', item_id: f.item_id ?? 0 } };
    case 'posts':
      return { title, config: { kind: 'posts', item_ids: parseIds(f.ids) } };
    case 'members':
      return { title, config: { kind: 'members', user_ids: parseIds(f.ids) } };
    case 'comments':
      return { title, config: { kind: 'comments' } };
  }
}

export function toFooterForm(f: FestivalFooter): FooterForm {
  return {
    organiser: f.organiser,
    sponsors: f.sponsors.join('、'),
    links: f.links.map((l) => `${l.label} ${l.url}`).join('\n'),
    note: f.note,
  };
}

/** 「活动规则 /app/new-version/activity」 per line: the last word is the address. */
export function toFooterInput(f: FooterForm): FestivalFooter {
  return {
    organiser: f.organiser.trim(),
    sponsors: f.sponsors
      .split(/[,，、\n]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    links: f.links
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const at = line.lastIndexOf(' ');
        return at < 0
          ? { label: line, url: '' }
          : { label: line.slice(0, at).trim(), url: line.slice(at + 1).trim() };
      }),
    note: f.note.trim(),
  };
}

/** ids of `list` with the one at `index` moved by `delta` (−1 up, +1 down). */
export function moved(ids: number[], index: number, delta: number): number[] {
  const to = index + delta;
  if (to < 0 || to >= ids.length) return ids;
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id !== undefined) next.splice(to, 0, id);
  return next;
}
