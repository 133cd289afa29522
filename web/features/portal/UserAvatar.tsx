import { Avatar, type AvatarProps } from "@radix-ui/themes";

/** "Sara Ali Hassan" → "SA"; an empty name gives "?". */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0][0], words[1][0]] : [...(words[0] ?? "?")].slice(0, 2);
  return letters.join("").toUpperCase();
}

interface UserAvatarProps {
  name: string;
  imageUrl: string | null | undefined;
  size?: AvatarProps["size"];
}

/**
 * The user's profile picture (served by /api/files/image/:id), or their initials when there is
 * none or it fails to load. Decorative: the name is always written next to it.
 */
export function UserAvatar({ name, imageUrl, size = "3" }: UserAvatarProps) {
  return (
    <span className="user-avatar" aria-hidden="true">
      <Avatar size={size} radius="full" src={imageUrl ?? undefined} alt="" fallback={initialsOf(name)} variant="soft" />
    </span>
  );
}
