/** Small decorative icons for the header's buttons; the buttons carry the names. */
const base = {
  'aria-hidden': true,
  focusable: false,
  viewBox: '0 0 24 24',
  width: 22,
  height: 22,
  fill: 'none',
} as const;
const stroke = {
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export const SearchIcon = () => (
  <svg {...base}>
    <circle cx="11" cy="11" r="6.5" {...stroke} />
    <path d="M16 16l4.5 4.5" {...stroke} />
  </svg>
);

/** Both shapes, the cross (`openClass`) and the bars (`closedClass`): the button's aria-expanded picks one in CSS. */
export const MenuIcon = ({ openClass, closedClass }: { openClass: string; closedClass: string }) => (
  <svg {...base}>
    <path className={openClass} d="M6 6l12 12M18 6L6 18" {...stroke} />
    <path className={closedClass} d="M4 7h16M4 12h16M4 17h16" {...stroke} />
  </svg>
);

export const ChevronIcon = () => (
  <svg {...base} width={16} height={16}>
    <path d="M6 9l6 6 6-6" {...stroke} strokeWidth={2.4} />
  </svg>
);

export const UserIcon = () => (
  <svg {...base}>
    <circle cx="12" cy="8" r="4" {...stroke} />
    <path d="M4.5 20c1.2-3.6 4-5.5 7.5-5.5s6.3 1.9 7.5 5.5" {...stroke} />
  </svg>
);
