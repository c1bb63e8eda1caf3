/**
 * The firm's mark: a "D" holding three rising bars (data that grows), on the brand amber.
 * Inline SVG, so it costs no request and stays sharp at any size; public/favicon.svg is the
 * same drawing. Decorative: the firm's name always stands beside it.
 */
export function LogoMark({ size = 32, className }: { size?: number; className?: string }) {
  return (
    <svg
      className={className}
      width={size}
      height={size}
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
    >
      <rect width="32" height="32" rx="8" fill="#b45309" />
      <path d="M8 7h8a9 9 0 0 1 0 18H8z" fill="#ffffff" />
      <g fill="#b45309">
        <rect x="11" y="17.5" width="2.6" height="4.5" rx="1" />
        <rect x="15" y="14" width="2.6" height="8" rx="1" />
        <rect x="19" y="10.5" width="2.6" height="11.5" rx="1" />
      </g>
    </svg>
  );
}
