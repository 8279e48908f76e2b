import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { MyPageHeader } from '@/components/MyPageHeader/MyPageHeader';
import type { Quicklinks } from '@/server/upstream/cms-schemas';
import { myPageDraft } from '../../prisma-free-mock/src/cms/content/my-page';
import { urlForRouteName } from '@/lib/routes';

vi.mock('next/router', () => ({
  useRouter: () => ({ asPath: '/min-profil/konto/', events: { on: () => undefined, off: () => undefined } }),
  default: { push: () => Promise.resolve(true) },
}));

const render = (quicklinks: Quicklinks) =>
  renderToStaticMarkup(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(MyPageHeader, { quicklinks, viewer: { loggedIn: true, isAdmin: false, name: 'Lærer' } }),
    ),
  );

describe('the my-page header', () => {
  it('links a menu item whose route name matches no route to 404, as it is (spec section 2)', () => {
    const html = render({
      QuickLinks: [],
      AdminMenu: [],
      TeacherMenu: [
        { RouteName: 'konto', DisplayName: 'Konto' },
        { RouteName: 'gammel-side', DisplayName: 'Arkiv (gammel side)' },
      ],
    });
    expect(html).toContain('<a href="404">Arkiv (gammel side)</a>');
    expect(html).toContain('href="/min-profil/konto/" aria-current="page"');
  });

  it('folds the menu behind a "Menu" button that says it is closed, until it is opened', () => {
    const html = render({
      QuickLinks: [],
      AdminMenu: [],
      TeacherMenu: [{ RouteName: 'konto', DisplayName: 'Konto' }],
    });
    expect(html).toMatch(
      /<button type="button" class="[^"]*" aria-expanded="false" aria-controls="([^"]+)">Menu<\/button>/,
    );
    expect(html).toMatch(/data-open="false"/);
  });

  it("the stand-in's everyday menus hold no dead link: every item names a route of the site", () => {
    const { TeacherMenu = [], AdminMenu = [] } = myPageDraft();
    for (const item of [...TeacherMenu, ...AdminMenu] as { RouteName: string }[])
      expect(urlForRouteName(item.RouteName), item.RouteName).not.toBe('404');
  });
});
