import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { BRAND } from '#core/constants.ts';
import { avatarLetter } from '#core/domain/accounts/accounts.rules.ts';
import type { User } from '#core/domain/accounts/accounts.schema.ts';
import { cx } from '../../lib/class-names.ts';
import { buttonClasses } from '../ui/button.tsx';
import { DropdownMenu, type MenuItem } from '../ui/dropdown-menu.tsx';
import { BookIcon, CakeIcon, CalendarIcon, ChartIcon, CreditCardIcon, LayoutIcon, LogOutIcon, MenuIcon, MessageIcon, SettingsIcon, XIcon } from '../ui/icons.tsx';

export interface NavBarProps {
  /** The signed-in user, or null for a visitor. */
  user: User | null;
  /** True while the auth check runs: only the brand shows, so neither variant flashes. */
  loading?: boolean;
  onSignOut: () => void;
  signingOut?: boolean;
  /** Unread messages across the member's conversations: a badge on the avatar and in the menu. */
  unreadMessages?: number;
}

interface NavEntry {
  to: string;
  label: string;
}

const signedInLinks: NavEntry[] = [
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/venues', label: 'Venues' },
  { to: '/forum', label: 'Community' },
  { to: '/birthday-board', label: 'Birthday Board' },
];

const signedOutLinks: NavEntry[] = [
  { to: '/venues', label: 'Venues' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/pricing', label: 'Pricing' },
];

function unreadText(count: number): string {
  return `${count > 99 ? '99+' : count} unread message${count === 1 ? '' : 's'}`;
}

function userMenuItems(user: User, onSignOut: () => void, signingOut: boolean, unreadMessages: number): MenuItem[] {
  const items: MenuItem[] = [
    { kind: 'link', label: 'Dashboard', to: '/dashboard', icon: <LayoutIcon className="h-4 w-4" /> },
    {
      kind: 'link',
      label: 'Messages',
      to: '/messages',
      icon: <MessageIcon className="h-4 w-4" />,
      badge:
        unreadMessages > 0 ? (
          <span className="ml-auto rounded-full bg-primary px-2 py-0.5 text-xs font-bold text-primary-foreground">
            {unreadMessages > 99 ? '99+' : unreadMessages}
            <span className="sr-only"> unread</span>
          </span>
        ) : undefined,
    },
    { kind: 'link', label: 'My bookings', to: '/bookings', icon: <CalendarIcon className="h-4 w-4" /> },
    { kind: 'link', label: 'Blog', to: '/blog', icon: <BookIcon className="h-4 w-4" /> },
    { kind: 'link', label: 'Account Settings', to: '/account', icon: <SettingsIcon className="h-4 w-4" /> },
    { kind: 'link', label: 'Billing', to: '/billing', icon: <CreditCardIcon className="h-4 w-4" /> },
  ];
  // Hiding the link is only a convenience; the AI Insights API checks the role itself.
  if (user.role === 'admin') items.push({ kind: 'link', label: 'AI Insights', to: '/ai-insights', icon: <ChartIcon className="h-4 w-4" /> });
  // The blog's editor; the blog API checks the role too.
  if (user.role === 'admin') items.push({ kind: 'link', label: 'Blog editor', to: '/dashboard/blog', icon: <BookIcon className="h-4 w-4" /> });
  items.push({ kind: 'action', label: 'Sign out', onSelect: onSignOut, disabled: signingOut, icon: <LogOutIcon className="h-4 w-4" /> });
  return items;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cx('rounded-full px-3 py-2 text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring', isActive ? 'text-primary' : 'text-foreground');

export function Avatar({ email }: { email: string | null | undefined }) {
  return (
    <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-[#c2185b] to-[#6d28d9] text-base font-bold text-white">
      {avatarLetter(email)}
    </span>
  );
}

/** The navigation bar, signed in and signed out. */
export function NavBar({ user, loading = false, onSignOut, signingOut = false, unreadMessages = 0 }: NavBarProps) {
  const [mobileOpen, setMobileOpen] = useState(false);
  const mobileId = useId();
  const location = useLocation();
  useEffect(() => setMobileOpen(false), [location.pathname]);

  const links = user ? signedInLinks : signedOutLinks;
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-background/90 backdrop-blur">
      {/* One nav landmark holds both the bar and the folded-out phone menu. */}
      <nav aria-label="Main">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
          <Link to={user ? '/dashboard' : '/'} className="flex items-center gap-2 rounded-full pr-2 text-lg font-extrabold text-foreground focus-visible:outline-3 focus-visible:outline-ring">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-secondary text-primary">
              <CakeIcon className="h-5 w-5" />
            </span>
            <span style={{ fontFamily: 'var(--font-display)' }}>{BRAND}</span>
          </Link>

          {loading ? null : (
            <>
              <ul className="ml-2 hidden items-center gap-1 md:flex">
                {links.map((link) => (
                  <li key={link.to}>
                    <NavLink to={link.to} className={linkClass}>
                      {link.label}
                    </NavLink>
                  </li>
                ))}
              </ul>
              <div className="ml-auto flex items-center gap-2">
                {user ? (
                  <DropdownMenu
                    label={unreadMessages > 0 ? `Open user menu (${unreadText(unreadMessages)})` : 'Open user menu'}
                    trigger={
                      <span className="relative">
                        <Avatar email={user.email} />
                        {unreadMessages > 0 ? (
                          <span
                            aria-hidden="true"
                            data-testid="unread-badge"
                            className="absolute -top-1 -right-1 flex h-5 min-w-5 items-center justify-center rounded-full border-2 border-background bg-primary px-1 text-[11px] font-bold text-primary-foreground"
                          >
                            {unreadMessages > 99 ? '99+' : unreadMessages}
                          </span>
                        ) : null}
                      </span>
                    }
                    header={
                      <>
                        <p className="truncate text-sm font-semibold">{user.name}</p>
                        <p className="truncate text-xs text-muted-foreground">{user.email}</p>
                      </>
                    }
                    items={userMenuItems(user, onSignOut, signingOut, unreadMessages)}
                  />
                ) : (
                  <>
                    {/* Wrapped so `hidden` does not fight the button's own display class on small screens. */}
                    <span className="hidden sm:inline">
                      <Link to="/email-auth" className={buttonClasses('ghost', 'sm')}>
                        Sign in
                      </Link>
                    </span>
                    <Link to="/email-auth" className={buttonClasses('primary', 'sm')}>
                      Get started
                    </Link>
                  </>
                )}
                <button
                  type="button"
                  className="rounded-full p-2 hover:bg-muted focus-visible:outline-3 focus-visible:outline-ring md:hidden"
                  aria-expanded={mobileOpen}
                  aria-controls={mobileId}
                  aria-label={mobileOpen ? 'Close navigation' : 'Open navigation'}
                  onClick={() => setMobileOpen((open) => !open)}
                >
                  {mobileOpen ? <XIcon /> : <MenuIcon />}
                </button>
              </div>
            </>
          )}
        </div>
        {mobileOpen && !loading ? (
          <div id={mobileId} className="border-t border-border px-4 pb-4 md:hidden">
            <ul className="flex flex-col gap-1 pt-2">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to} className={(state) => cx(linkClass(state), 'block')}>
                    {link.label}
                  </NavLink>
                </li>
              ))}
              {user ? null : (
                <li>
                  <NavLink to="/email-auth" className={(state) => cx(linkClass(state), 'block')}>
                    Sign in
                  </NavLink>
                </li>
              )}
            </ul>
          </div>
        ) : null}
      </nav>
    </header>
  );
}
