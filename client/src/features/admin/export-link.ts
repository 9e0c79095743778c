/**
 * The address of an admin CSV export (docs/api.md "CSV exports") with the list's current filters as query
 * parameters, named as the GraphQL filter fields are; empty values are left out. A plain link: the browser downloads
 * it with the session cookie (a GET needs no anti-forgery header).
 */
export function exportHref(apiUrl: string, file: 'transfers.csv' | 'payments.csv', params: Record<string, string | number | null | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') query.set(key, String(value));
  const search = query.toString();
  return `${apiUrl}/admin/exports/${file}${search ? `?${search}` : ''}`;
}
