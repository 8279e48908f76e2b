import { describe, expect, it } from 'vitest';
import type { CmsPage } from '../../prisma-free-mock/src/cms/schema';
import { blocksToText } from '../../prisma-free-mock/src/search/records';
import { MockStore } from '../../prisma-free-mock/src/state';

/**
 * The seeded content leaves to the site what its templates draw from the page's data (prisma-free-mock/docs/cms.md):
 * an event's facts and sign-up, a grant's way to apply, the footer's privacy link and newsletter. A block saying it
 * again would show it twice on the page.
 */
const store = new MockStore('http://127.0.0.1:4010');
const pages = store.state.cms.listPages();
const ofType = (type: string) => pages.filter((page) => page.ContentType === type);
const types = (page: CmsPage) => page.Blocks.map((block) => block.ContentType);

describe('the seeded content says each thing once', () => {
  it('gives event pages no facts block and no sign-up box: the eventPage template draws both from Page.Event', () => {
    const events = ofType('eventPage');
    expect(events.length).toBeGreaterThan(3);
    for (const page of events) {
      expect(types(page), page.Url).not.toContain('factsBlock');
      expect(types(page), page.Url).not.toContain('ctaBlock');
    }
  });

  it("writes an online event's place without a capital after the comma", () => {
    const online = ofType('eventPage').find((page) => page.Event?.Location.Name === 'Online');
    expect(online?.Event?.Location.Address).toBe('link sendes ved tilmelding');
  });

  it('does not repeat how to apply for a grant in its blocks', () => {
    for (const page of ofType('grantPage')) {
      const how = page.Grant?.HowToApply ?? '';
      expect(how, page.Url).not.toBe('');
      expect(blocksToText(page.Blocks), page.Url).not.toContain(how.slice(0, 40));
    }
  });

  it('links the privacy policy once in the footer, links Om fonden, and names no office "Hovedkontor"', () => {
    const { Footer, PrivacyPolicyLink } = store.state.cms.global;
    const links = Footer.Sitemap.flatMap((group) => group.Links.map((link) => link.Url));
    expect(PrivacyPolicyLink?.Url).toBe('/privatlivspolitik/');
    expect(links).not.toContain('/privatlivspolitik/');
    expect(links).toContain('/om-fonden/');
    // The primary address is marked "Hovedadresse" by the site; a title saying it too would repeat it.
    expect(Footer.Addresses.map((address) => address.OfficeTitle)).not.toContain('Hovedkontor');
  });

  it('gives /nyheder/ no newsletter box of its own: the footer right below offers it', () => {
    const news = pages.find((page) => page.Url === '/nyheder/');
    expect(news && types(news)).not.toContain('ctaBlock');
  });

  it('describes the locked materials in the words the cards use, without a lock that is not there', () => {
    const materials = pages.find((page) => page.Url === '/undervisningsmateriale/');
    const text = blocksToText(materials?.Blocks ?? []);
    expect(text).not.toMatch(/markeret med en lås/);
    expect(text).toContain('»Kræver en materialekode«');
  });
});
