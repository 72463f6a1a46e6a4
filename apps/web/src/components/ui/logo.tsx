// The "Lumo Casino" wordmark, drawn for the product: a glowing ring (the lumen) beside the name.
// Its colours are the theme's tokens, so it follows the palette.

import { useId } from 'react';
import styles from './logo.module.css';

/**
 * The logo; with a label it is an image of that name (the header's way home), without one it is
 * decoration beside something that names itself (the preloader's progress bar). An image role
 * with an empty name is what screen readers cannot use (axe's role-img-alt).
 */
export function Logo({ label, compact = false }: { label?: string; compact?: boolean }) {
  const named = label !== undefined && label !== '';
  // Several logos share a page (header, footer): each needs its own gradient id.
  const glowId = `logo-glow-${useId().replace(/[^A-Za-z0-9_-]/g, '')}`;
  return (
    <svg
      className={styles.logo}
      viewBox={compact ? '0 0 40 40' : '0 0 172 40'}
      height={compact ? 32 : 36}
      role={named ? 'img' : undefined}
      aria-label={named ? label : undefined}
      aria-hidden={named ? undefined : true}
      focusable="false"
    >
      <defs>
        <radialGradient id={glowId} cx="50%" cy="50%" r="50%">
          <stop offset="0%" stopColor="var(--color-gold-strong)" stopOpacity="0.55" />
          <stop offset="100%" stopColor="var(--color-gold-strong)" stopOpacity="0" />
        </radialGradient>
      </defs>
      <circle cx="20" cy="20" r="19" fill={`url(#${glowId})`} />
      <circle cx="20" cy="20" r="11" fill="none" stroke="var(--color-gold)" strokeWidth="4" />
      <circle cx="20" cy="20" r="4" fill="var(--color-gold-strong)" />
      <path
        d="M31 9l3-3M9 31l-3 3"
        stroke="var(--color-gold)"
        strokeWidth="2.5"
        strokeLinecap="round"
      />
      {compact ? null : (
        <g fontFamily="var(--font-sans)" aria-hidden="true">
          <text
            x="44"
            y="26"
            fontSize="22"
            fontWeight="800"
            textLength="62"
            lengthAdjust="spacingAndGlyphs"
            fill="var(--color-text)"
          >
            LUMO
          </text>
          <text
            x="112"
            y="26"
            fontSize="13"
            fontWeight="600"
            textLength="58"
            lengthAdjust="spacingAndGlyphs"
            fill="var(--color-gold)"
          >
            CASINO
          </text>
        </g>
      )}
    </svg>
  );
}
