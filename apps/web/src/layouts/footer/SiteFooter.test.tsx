import { render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FooterItemType, indexFooter, type FooterData } from '@xinke/shared';

// The fake network sits at the app's http boundary: every contract call goes through api().
vi.mock('../../lib/api', () => ({ api: vi.fn(), http: {} }));
vi.mock('../../features/auth/login-dialog-context', () => ({
  useLoginDialog: () => ({ isOpen: false, openLoginDialog: vi.fn(), closeLoginDialog: vi.fn() }),
}));
const { api } = await import('../../lib/api');
const { SiteFooter } = await import('./SiteFooter');
const apiMock = vi.mocked(api);

const { text, link, hoverImage } = FooterItemType.values;
/** What GET /web/index/footer answers (the seeded footer, trimmed). */
const footer: FooterData = {
  attention: [
    { name: '关于我们', value: '/app/new-version/aboutUs/1', type: link },
    { name: '用户协议', value: '/app/new-version/aboutUs/userAgreement', type: link },
  ],
  object: [
    { name: '微信公众号', value: '/uploads/qr/official.png', type: hoverImage },
    { name: '官方微博', value: 'https://weibo.com/', type: link },
  ],
  shop: [{ name: '资源下载', value: '/app/new-version/resource', type: link }],
  report: [{ name: '举报电话', value: '400-000-0000', type: text }],
  contact: [{ name: '客服邮箱', value: 'support@xinke.example', type: text }],
  copyright: '© 2026 芯客 xinke',
  filing_number: '京ICP备2026000000号-1',
  site: { name: '芯客', logo: '', mini_qr: '' },
};

function renderFooter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The footer group under the heading `title`. */
async function group(title: string) {
  const heading = await screen.findByRole('heading', { name: title });
  return within(heading.closest('section') as HTMLElement);
}

beforeEach(() => apiMock.mockResolvedValue(footer));
afterEach(() => vi.clearAllMocks());

describe('SiteFooter (SPEC §2 "Footer: four groups … each item has a type (0 plain text, 1 link, 2 hover image); copyright and filing number")', () => {
  it('shows the four groups from GET /web/index/footer, in order', async () => {
    renderFooter();
    await screen.findByRole('heading', { name: '关于本站' });
    expect(apiMock).toHaveBeenCalledWith(indexFooter);
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual([
      '关于本站',
      '官方平台',
      '相关信息',
      '联系我们',
    ]);
    // 相关信息 holds the shop and the report lists.
    const related = await group('相关信息');
    expect(related.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '资源下载',
      '举报电话：400-000-0000',
    ]);
  });

  it('type 1 is a link: in-site paths stay in the app, other sites open in a new tab', async () => {
    renderFooter();
    const about = (await group('关于本站')).getByRole('link', { name: '用户协议' });
    expect(about.getAttribute('href')).toBe('/app/new-version/aboutUs/userAgreement');
    expect(about.getAttribute('target')).toBeNull();
    const weibo = (await group('官方平台')).getByRole('link', { name: '官方微博' });
    expect(weibo.getAttribute('href')).toBe('https://weibo.com/');
    expect(weibo.getAttribute('target')).toBe('_blank');
    expect(weibo.getAttribute('rel')).toContain('noopener');
  });

  it('type 0 is plain text (name：value), not a link', async () => {
    renderFooter();
    const contact = await group('联系我们');
    expect(contact.getByText('客服邮箱：support@xinke.example')).toBeTruthy();
    expect(contact.queryByRole('link')).toBeNull();
  });

  it('type 2 shows its image in a hover card, not the image address as text', async () => {
    renderFooter();
    const official = await group('官方平台');
    const trigger = official.getByText('微信公众号');
    const image = within(trigger.parentElement as HTMLElement).getByRole('img', {
      name: '微信公众号',
    });
    expect(image.getAttribute('src')).toBe('/uploads/qr/official.png');
    expect(official.queryByText(/official\.png/)).toBeNull();
  });

  it('shows the copyright and the filing number, linked to the MIIT filing site', async () => {
    renderFooter();
    const filing = await screen.findByRole('link', { name: '京ICP备2026000000号-1' });
    expect(filing.getAttribute('href')).toBe('https://beian.miit.gov.cn/');
    expect(screen.getByText('© 2026 芯客 xinke')).toBeTruthy();
  });

  it('has no contact text of its own: contact, copyright and filing come only from the API', async () => {
    apiMock.mockResolvedValue({
      ...footer,
      contact: [{ name: '客服电话', value: '010-12345678', type: text }],
      copyright: '',
      filing_number: '',
    });
    const view = renderFooter();
    expect((await group('联系我们')).getByText('客服电话：010-12345678')).toBeTruthy();
    expect(view.container.textContent).not.toMatch(/©|ICP|support@/);
  });
});
