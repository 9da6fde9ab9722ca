import Avatar from '@mui/material/Avatar';
import type { TUserData } from '@undangin/shared/auth/schemas';

/** What the avatar shows when there is no photo. */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');
}

export function UserAvatar({ user, size }: { user: TUserData; size: number }) {
  return (
    <Avatar
      src={user.avatarUrl ?? undefined}
      alt=""
      sx={{
        width: size,
        height: size,
        bgcolor: 'var(--undangin-brand)',
        color: 'var(--undangin-on-brand)',
        fontSize: size / 2.4,
      }}
    >
      {initials(user.name)}
    </Avatar>
  );
}
