// The interface's line icons, drawn for the product on a 24 px grid; decorative unless labelled.

const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6L6 18',
  search: 'M11 4a7 7 0 1 1 0 14a7 7 0 0 1 0-14zM16.5 16.5L21 21',
  gift: 'M4 10h16v10H4zM3 7h18v3H3zM12 7v13M12 7c-2-4-6-4-6-1s6 1 6 1c2-4 6-4 6-1s-6 1-6 1',
  trophy: 'M8 4h8v5a4 4 0 0 1-8 0zM8 6H5a3 3 0 0 0 3 4M16 6h3a3 3 0 0 1-3 4M12 13v4M8 20h8M10 17h4',
  star: 'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  crown: 'M4 18h16M4 8l4 4 4-7 4 7 4-4-2 10H6z',
  chevronDown: 'M6 9l6 6 6-6',
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  globe: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
  user: 'M12 4a4 4 0 1 1 0 8a4 4 0 0 1 0-8zM4 20c1-4 4-6 8-6s7 2 8 6',
  wallet: 'M4 7h14a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H4zM4 7V6a2 2 0 0 1 2-2h10M16 13h4',
  slots: 'M4 5h16v14H4zM9 5v14M15 5v14M6 12h1M11.5 12h1M17 12h1',
  live: 'M4 7h11v10H4zM15 10l5-3v10l-5-3zM7 4l2 3M12 4l-2 3',
  plus: 'M12 5v14M5 12h14',
  home: 'M4 11l8-7 8 7M6 9v11h12V9',
  chat: 'M4 5h16v11H9l-5 4z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  card: 'M3 6h18v12H3zM3 10h18M6 15h4',
  bank: 'M3 10l9-6 9 6M5 10v8M9 10v8M15 10v8M19 10v8M3 20h18',
  crypto:
    'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM10 7v10M13 7v10M9 8h5a2 2 0 0 1 0 4H9M9 12h6a2 2 0 0 1 0 4H9',
  phone: 'M8 3h8v18H8zM11 18h2',
  dice: 'M5 5h14v14H5zM9 9h.01M15 15h.01M15 9h.01M9 15h.01M12 12h.01',
  wheel: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 3v18M3 12h18M5.6 5.6l12.8 12.8M18.4 5.6L5.6 18.4',
  bird: 'M4 14c3 0 5-2 6-5l2-3 4 1 4 2-4 1-1 4c-1 4-5 6-9 5l-2-5z',
  snowflake: 'M12 3v18M4 7.5l16 9M20 7.5l-16 9M9 4l3 2 3-2M9 20l3-2 3 2',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  shop: 'M4 9l2-5h12l2 5M4 9h16v11H4zM9 20v-6h6v6',
  jackpot: 'M12 3l3 6 6 1-4.5 4 1 6L12 17l-5.5 3 1-6L3 10l6-1z',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  dot: 'M12 10.5a1.5 1.5 0 1 1 0 3a1.5 1.5 0 0 1 0-3z',
  eye: 'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6z',
  eyeOff:
    'M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12zM12 9a3 3 0 1 1 0 6a3 3 0 0 1 0-6zM4 4l16 16',
  alert: 'M12 3.5L21.5 20h-19zM12 10v4.5M12 17.5h.01',
  info: 'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM12 11v5.5M12 7.5h.01',
  lock: 'M6 11h12v9H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6z',
  upload: 'M12 20V9M7 14l5-5 5 5M5 4h14',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  inbox: 'M4 13l2.5-8h11l2.5 8v6H4zM4 13h5l1 2h4l1-2h5',
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8.5 5v14M15.5 5v14',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  collapse: 'M9 4v5H4M15 4v5h5M9 20v-5H4M15 20v-5h5',
  heart: 'M12 20s-7.5-4.6-9-9.5A4.6 4.6 0 0 1 12 7a4.6 4.6 0 0 1 9 3.5C19.5 15.4 12 20 12 20z',
  filter: 'M4 6h16M7 12h10M10 18h4',
  wagering:
    'M12 3a9 9 0 1 1 0 18a9 9 0 0 1 0-18zM15 9h-4.5a1.75 1.75 0 0 0 0 3.5h3a1.75 1.75 0 0 1 0 3.5H9M12 7v2M12 16v1',
} as const;

export type IconName = keyof typeof PATHS;

/**
 * One line drawing on the kit's 24 px grid (1.8 stroke, round ends): the kit's icons and any
 * feature's own drawings share it. Decorative unless labelled.
 */
export function IconPath({
  d,
  size = 20,
  label,
}: {
  /** The drawing's SVG path data, on a 24 by 24 grid. */
  d: string;
  size?: number;
  label?: string;
}) {
  return (
    <svg
      className="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      role={label === undefined ? undefined : 'img'}
      aria-hidden={label === undefined ? true : undefined}
      aria-label={label}
      focusable="false"
    >
      <path d={d} />
    </svg>
  );
}

export function Icon({
  name,
  size = 20,
  label,
}: {
  name: IconName;
  size?: number;
  /** Set when the icon alone carries meaning; otherwise it is hidden from assistive tech. */
  label?: string;
}) {
  return <IconPath d={PATHS[name]} size={size} label={label} />;
}
