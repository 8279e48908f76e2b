/** In place of a teacher screen while the person's record (GetUser) is on its way, or when it could not be had. */
export function UserLoadState({ loading }: { loading: boolean }) {
  return (
    <p role="alert">
      {loading
        ? 'Henter dine oplysninger …'
        : 'Dine oplysninger kunne ikke hentes lige nu. Prøv igen om lidt.'}
    </p>
  );
}
