import { SITE_SETTING_DEFAULTS } from '@xinke/shared';

/** The 芯客 mark: a chip outline with pins, in the brand blue. */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="7" fill="#1f6feb" />
      <path d="M9 9h14v14H9z" fill="none" stroke="#fff" strokeWidth="2.4" />
      <path
        d="M13 5v4M19 5v4M13 23v4M19 23v4M5 13h4M5 19h4M23 13h4M23 19h4"
        stroke="#fff"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="16" cy="16" r="2.6" fill="#fff" />
    </svg>
  );
}

/**
 * Logo with the wordmark, as the header shows it: the site name and logo of the console's
 * site settings (the footer answer carries them), the built-in mark while none is set.
 */
export function Wordmark({
  light = false,
  name = SITE_SETTING_DEFAULTS.site_name,
  logo = '',
}: {
  light?: boolean;
  name?: string;
  logo?: string;
}) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      {logo ? (
        <img src={logo} alt="" width={30} height={30} style={{ objectFit: 'contain' }} />
      ) : (
        <Logo size={30} />
      )}
      <span
        style={{
          fontSize: 20,
          fontWeight: 700,
          letterSpacing: 2,
          color: light ? '#fff' : 'var(--xk-text)',
        }}
      >
        {name}
      </span>
    </span>
  );
}
