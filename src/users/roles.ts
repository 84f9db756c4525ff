/** Roles a user can have in an organization. */
export const ROLES = ['owner', 'admin', 'viewer'] as const;

/** A role. */
export type Role = (typeof ROLES)[number];

/** True when the text names a role. */
export function isRole(text: string): text is Role {
  return (ROLES as readonly string[]).includes(text);
}

/** Owners and admins manage keys, webhooks, policy and members; viewers only read. */
export function canManage(role: Role): boolean {
  return role === 'owner' || role === 'admin';
}
