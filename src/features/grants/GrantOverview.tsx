import { useRouter } from 'next/router';
import type { FormEvent } from 'react';
import type { GrantCardData } from '@/cms/blocks/cards-data';
import { GrantCard } from '@/components/Cards/GrantCard';
import { FilterActions, FilterSelect } from '@/components/Form/FilterControls';
import { formText } from '@/components/Form/form-data';
import { CardGrid } from '@/components/Cards/CardGrid';
import filterStyles from '@/components/Form/Filters.module.css';
import { PagedSection } from '@/components/PageLinks/PagedSection';
import {
  grantFilterQuery,
  grantFiltersFrom,
  hasGrantFilters,
  type DeadlineFilter,
  type GrantFilters,
} from '@/lib/listings/grant-filter';
import { PAGE_PARAMS, type ListingPage } from '@/lib/listings/paging';

export interface GrantOverviewProps {
  /** This request's page of the open and of the closed grants, filtered on the server (listing-view.ts). */
  open: ListingPage<GrantCardData>;
  closed: ListingPage<GrantCardData>;
  /** How many grants there are, filters aside, and the category filter's choices. */
  all: number;
  categories: string[];
  anchorId: string | undefined;
  text: string | null;
}

const DEADLINES: { value: DeadlineFilter; label: string }[] = [
  { value: '', label: 'Alle' },
  { value: 'aabne', label: 'Åbne' },
  { value: 'lukkede', label: 'Lukkede' },
];

const plural = (n: number) => (n === 1 ? '1 legat' : `${n} legater`);

/**
 * The grants overview (/legater/): the grant index, searchable and filterable by category and deadline through
 * a GET form (the server filters; with JavaScript the page's data is fetched again). Open grants first, nearest
 * deadline first; closed ones apart; each a page at a time.
 */
export function GrantOverview({ open, closed, all, categories, anchorId, text }: GrantOverviewProps) {
  const router = useRouter();
  const filters = grantFiltersFrom(router.query);
  const now = new Date();
  const path = router.asPath.split(/[?#]/)[0] ?? '/legater/';
  const filtered = hasGrantFilters(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const deadline = formText(form, 'frist');
    const next: GrantFilters = {
      q: formText(form, 'q').trim(),
      category: formText(form, 'kategori'),
      deadline: deadline === 'aabne' || deadline === 'lukkede' ? deadline : '',
    };
    void router.push(`${path}${grantFilterQuery(next)}`, undefined, { scroll: false });
  };

  // The controls are keyed by the filters, so a back/forward or "Nulstil" shows the values of the URL.
  const formKey = grantFilterQuery(filters);

  return (
    <div className="container" id={anchorId}>
      <form
        key={formKey}
        className={filterStyles.filters}
        method="get"
        action={path}
        onSubmit={onSubmit}
        role="search"
        aria-label="Find legater"
      >
        <div className={`${filterStyles.control} ${filterStyles.grow}`}>
          <label className={filterStyles.label} htmlFor="legat-soeg">
            Søg i legater
          </label>
          <input
            id="legat-soeg"
            name="q"
            type="search"
            className={filterStyles.input}
            defaultValue={filters.q}
            autoComplete="off"
          />
        </div>
        <FilterSelect
          id="legat-kategori"
          name="kategori"
          label="Kategori"
          allLabel="Alle kategorier"
          value={filters.category}
          options={categories.map((category) => ({ value: category, label: category }))}
        />
        <fieldset className={filterStyles.fieldset}>
          <legend>Ansøgningsfrist</legend>
          <div className={filterStyles.radios}>
            {DEADLINES.map((option) => (
              <label key={option.value || 'alle'}>
                <input
                  type="radio"
                  name="frist"
                  value={option.value}
                  defaultChecked={filters.deadline === option.value}
                />
                {option.label}
              </label>
            ))}
          </div>
        </fieldset>
        <FilterActions submitText="Vis legater" filtered={filtered} path={path} />
      </form>
      <p className={filterStyles.status} role="status">
        {filtered ? `${plural(open.total + closed.total)} passer til din søgning.` : `${plural(all)} i alt.`}
      </p>

      {filters.deadline !== 'lukkede' ? (
        <PagedSection
          id="legater-aabne"
          title="Åbne legater"
          intro={text}
          pageLabel="Sider med åbne legater"
          param={PAGE_PARAMS.grants[0]}
          list={open}
        >
          <GrantList
            grants={open.items}
            now={now}
            empty={
              filtered ? 'Ingen åbne legater passer til din søgning.' : 'Der er ingen åbne legater lige nu.'
            }
          />
        </PagedSection>
      ) : null}
      {filters.deadline !== 'aabne' ? (
        <PagedSection
          id="legater-lukkede"
          title="Lukkede legater"
          pageLabel="Sider med lukkede legater"
          param={PAGE_PARAMS.grants[1]}
          list={closed}
        >
          <GrantList
            grants={closed.items}
            now={now}
            empty={filtered ? 'Ingen lukkede legater passer til din søgning.' : 'Ingen lukkede legater.'}
          />
        </PagedSection>
      ) : null}
    </div>
  );
}

function GrantList({ grants, now, empty }: { grants: GrantCardData[]; now: Date; empty: string }) {
  return (
    <CardGrid
      items={grants}
      itemKey={(grant) => grant.id}
      renderItem={(grant) => <GrantCard grant={grant} now={now} />}
      emptyText={empty}
    />
  );
}
