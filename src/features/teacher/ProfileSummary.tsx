import { trpc } from '@/lib/client/trpc';

/** Who the signed-in teacher is, as the product API knows them. */
export function ProfileSummary() {
  const user = trpc.user.getUser.useQuery();
  if (user.isLoading) return <p>Henter dine oplysninger …</p>;
  if (!user.data) return <p role="alert">Dine oplysninger kunne ikke hentes lige nu.</p>;
  const institution = (user.data as { institution?: { name?: string } | null }).institution?.name;
  return (
    <dl>
      <dt>Navn</dt>
      <dd>{user.data.name}</dd>
      <dt>E-mail</dt>
      <dd>{user.data.email}</dd>
      <dt>Institution</dt>
      <dd>{institution ?? 'Ingen institution endnu'}</dd>
    </dl>
  );
}
