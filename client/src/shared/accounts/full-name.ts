/** A person's display name as the app writes it everywhere: "Ada Lovelace". */
export const fullName = (person: { firstName: string; lastName: string }): string => `${person.firstName} ${person.lastName}`;
