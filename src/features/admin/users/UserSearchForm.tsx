import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '@/components/Form/TextField';
import { FORM_MODE } from '@/lib/validation';
import { userSearchSchema, type UserSearchInput } from './search-schema';
import styles from './Users.module.css';

/**
 * Search for a person by name, e-mail or institution (SearchUser is Danish-spelling tolerant: 'ostergaard'
 * finds Åse Østergaard). The term goes into the URL, so a link or Back shows the same search.
 */
export function UserSearchForm({
  term,
  onSearch,
  searching = false,
}: {
  term: string;
  onSearch: (term: string) => void;
  searching?: boolean;
}) {
  const form = useForm<UserSearchInput>({
    ...FORM_MODE,
    resolver: zodResolver(userSearchSchema),
    defaultValues: { searchTerm: term },
  });
  const { reset } = form;
  // Back or a link changes the term: the box follows.
  useEffect(() => reset({ searchTerm: term }), [term, reset]);
  return (
    <form
      role="search"
      aria-label="Brugere"
      noValidate
      className={styles.searchForm}
      onSubmit={(event) => void form.handleSubmit((values) => onSearch(values.searchTerm))(event)}
    >
      <TextField
        formId="brugersog"
        label="Søg efter bruger"
        hint="Navn, e-mail eller institution. Stavemåden er ligegyldig: «ostergaard» finder Østergaard."
        type="search"
        registration={form.register('searchTerm')}
        error={form.formState.errors.searchTerm?.message}
        autoComplete="off"
        spellCheck={false}
      />
      <button type="submit" className="button" disabled={searching}>
        {searching ? 'Søger …' : 'Søg'}
      </button>
    </form>
  );
}
