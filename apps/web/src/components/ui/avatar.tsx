/** The user's photo when there is one, otherwise the first letter of the name (spec section 2). */
export function Avatar({
  name,
  avatarUrl,
  size = 36,
}: {
  name: string;
  avatarUrl: string | null;
  size?: number;
}) {
  if (avatarUrl) {
    return (
      <img
        src={avatarUrl}
        alt=""
        width={size}
        height={size}
        className="rounded-full object-cover"
        style={{ width: size, height: size }}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className="inline-flex items-center justify-center rounded-full bg-indigo-600 font-semibold text-white"
      style={{ width: size, height: size }}
    >
      {(name.trim()[0] ?? '?').toUpperCase()}
    </span>
  );
}
