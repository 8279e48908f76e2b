/** How an institution's status reads to an admin. */
export const STATUS_TEXT = { pending: 'Afventer godkendelse', confirmed: 'Godkendt' } as const;

export const ROLE_TEXT = { teacher: 'Lærer', admin: 'Administrator' } as const;
