/** How an institution's status reads to an admin. */
export const STATUS_TEXT = { pending: 'Afventer godkendelse', confirmed: 'Godkendt' } as const;

/** An institution's name as the admin's lists show it: marked when it still awaits approval. */
export const institutionWithStatus = (name: string, status: keyof typeof STATUS_TEXT | null | undefined) =>
  status === 'pending' ? `${name} (afventer godkendelse)` : name;

export const ROLE_TEXT = { teacher: 'Lærer', admin: 'Administrator' } as const;
