import { GrantFacts } from '@/features/grants/GrantFacts';
import { grantInfoOf } from '@/features/grants/grant-info';
import { OtherGrants } from '@/features/grants/OtherGrants';
import type { ContentPageProps } from '@/server/loaders/navigation';
import { FactsPage } from './FactsPage';

/** A grant (grantPage): the hero, the facts (deadline, amount, category, how to apply, apply link), the blocks, other open grants. */
export function GrantPageTemplate(props: ContentPageProps) {
  const { page } = props;
  const grant = grantInfoOf(page);
  return (
    <FactsPage site={props} eyebrow="Legater" facts={grant ? <GrantFacts grant={grant} /> : null}>
      <OtherGrants currentUrl={page.Url} />
    </FactsPage>
  );
}
