import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GrantFacts } from '@/features/grants/GrantFacts';
import { grantInfoOf } from '@/features/grants/grant-info';
import { buildContent } from '../../prisma-free-mock/src/cms/content';
import { createSeed } from '../../prisma-free-mock/src/seed';

/** A grant page's facts box and its "Sådan søger du" text name the same deadline time, in winter and in summer. */
describe("a grant page's deadline", () => {
  for (const today of ['2026-06-15T09:00:00Z', '2026-12-15T09:00:00Z']) {
    it(`reads "kl. 12.00" in the facts, as the text says (seeded ${today.slice(0, 10)})`, () => {
      const content = buildContent(createSeed(new Date(today)), 'http://cms.test');
      const pages = content.pages.filter((p) => p.ContentType === 'grantPage');
      expect(pages.length).toBeGreaterThan(3);
      for (const page of pages) {
        const grant = grantInfoOf(page);
        expect(grant).not.toBeNull();
        expect(grant!.HowToApply).toContain('kl. 12.00');
        const text = renderToStaticMarkup(createElement(GrantFacts, { grant: grant! })).replace(
          /<[^>]+>/g,
          '',
        );
        expect(text).toMatch(/Ansøgningsfrist\p{L}+dag d\. \d+\. \p{L}+ \d{4} kl\. 12\.00/u);
      }
    });
  }
});
