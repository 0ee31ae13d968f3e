import { avatarUrl } from "../../lib/avatar.ts";
import { cn } from "../../lib/cn.ts";

/** The user's picture, or the first letter of the first name on the brand colour. */
export function UserAvatar({
  userImg,
  firstName,
  className,
}: {
  userImg: string | null | undefined;
  firstName: string;
  className: string;
}) {
  const src = avatarUrl(userImg);
  if (src)
    return <img src={src} alt="" className={cn("rounded-full object-cover", className)} data-testid="account-avatar" />;
  return (
    <span
      className={cn("flex items-center justify-center rounded-full bg-gold-400 font-bold text-brand-900", className)}
      data-testid="account-avatar-initial"
    >
      {firstName.slice(0, 1).toUpperCase()}
    </span>
  );
}
