export {
  RoleBadge,
  RoleBadges,
  rolesOf,
  ROLE_LABELS,
  ROLE_FLAG,
  type RoleBadgeProps,
  type StaffRole,
} from './RoleBadge.tsx';
