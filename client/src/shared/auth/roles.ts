export type RoleName = 'user' | 'distributor' | 'admin';

/** docs/product.md#rules: admin passes every role check; anyone else needs exactly the required role. */
export function hasRole(user: { role: { name: string } } | null | undefined, required: RoleName): boolean {
  if (!user) return false;
  return user.role.name === 'admin' || user.role.name === required;
}
