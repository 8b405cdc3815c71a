import { strings } from '@ckb/design-system';
import styles from './RoleBadge.module.css';

export type StaffRole = 'owner' | 'developer' | 'supervisor' | 'admin' | 'translator' | 'designer' | 'technician';

/** Sorani labels of the role flags (SPEC §6), in display order. */
export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: strings.roleOwner,
  developer: strings.roleDeveloper,
  supervisor: strings.roleSupervisor,
  admin: strings.roleAdmin,
  translator: strings.roleTranslator,
  designer: strings.roleDesigner,
  technician: strings.roleTechnician,
};

/** The user flags (`is_owner`...) a role badge stands for. */
export const ROLE_FLAG: Record<StaffRole, string> = {
  owner: 'is_owner',
  developer: 'is_dev',
  supervisor: 'is_supervisor',
  admin: 'is_admin',
  translator: 'is_translator',
  designer: 'is_designer',
  technician: 'is_technique',
};

/** The roles a user's flags give, in display order. */
export function rolesOf(flags: object): StaffRole[] {
  const values = flags as Record<string, unknown>;
  return (Object.keys(ROLE_FLAG) as StaffRole[]).filter((role) => values[ROLE_FLAG[role]] === true);
}

export interface RoleBadgeProps {
  role: StaffRole;
  /** Overrides the Sorani label. */
  label?: string;
}

export function RoleBadge({ role, label }: RoleBadgeProps) {
  return (
    <span className={`${styles.badge} ${styles[role]}`} data-role={role}>
      {label ?? ROLE_LABELS[role]}
    </span>
  );
}

/** The badges of every role a user has, as a list. */
export function RoleBadges({ flags, label = strings.roles }: { flags: object; label?: string }) {
  const roles = rolesOf(flags);
  if (roles.length === 0) return null;
  return (
    <ul className={styles.list} aria-label={label}>
      {roles.map((role) => (
        <li key={role}>
          <RoleBadge role={role} />
        </li>
      ))}
    </ul>
  );
}
