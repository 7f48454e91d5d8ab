import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link, NavLink } from 'react-router';
import { cx } from '../classNames';
import { DefaultAvatar } from './DefaultAvatar';
import {
  avatar,
  icon as iconStyle,
  link,
  list,
  logout as logoutStyle,
  menuButton,
  menuIcon,
  name as nameStyle,
  panel,
  profile,
  sideNav,
} from './SideNav.css';
import { messages } from './messages';

export interface SideNavItem {
  to: string;
  label: ReactNode;
  /** Decorative; the label names the item. */
  icon?: ReactNode;
  /** Active only on exactly this path (for the dashboard at the area's root). */
  end?: boolean;
}

export interface SideNavUser {
  name?: string | null;
  avatarUrl?: string | null;
}

export interface SideNavProps {
  items: SideNavItem[];
  user: SideNavUser;
  /** The logout route, below the list. */
  logout: { to: string };
  className?: string;
}

/** The personal area's navigation with the user's avatar and name; a menu on phones. */
export function SideNav({ items, user, logout, className }: SideNavProps) {
  const intl = useIntl();
  const panelId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [failedAvatarUrl, setFailedAvatarUrl] = useState<string | null>(null);

  const name = user.name?.trim() || intl.formatMessage(messages.fanName);
  const avatarUrl = user.avatarUrl && user.avatarUrl !== failedAvatarUrl ? user.avatarUrl : null;
  const close = () => setOpen(false);

  const navRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !navRef.current?.contains(document.activeElement)) return;
      setOpen(false);
      menuButtonRef.current?.focus();
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);

  return (
    <nav
      ref={navRef}
      aria-label={intl.formatMessage(messages.label)}
      className={cx(sideNav, className)}
    >
      <div className={profile}>
        {avatarUrl ? (
          // The name follows, so the picture adds nothing for a screen reader.
          <img
            className={avatar}
            src={avatarUrl}
            alt=""
            width={56}
            height={56}
            onError={() => setFailedAvatarUrl(avatarUrl)}
          />
        ) : (
          <DefaultAvatar />
        )}
        <span className={nameStyle}>{name}</span>
        <button
          ref={menuButtonRef}
          type="button"
          className={menuButton}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((current) => !current)}
        >
          <MenuIcon open={open} />
          {intl.formatMessage(messages.menu)}
        </button>
      </div>
      <div id={panelId} className={panel} data-open={open || undefined}>
        {/* eslint-disable-next-line jsx-a11y/no-redundant-roles -- Safari drops list semantics without list-style */}
        <ul role="list" className={list}>
          {items.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end} className={link} onClick={close}>
                {item.icon ? (
                  <span className={iconStyle} aria-hidden="true">
                    {item.icon}
                  </span>
                ) : null}
                <span>{item.label}</span>
              </NavLink>
            </li>
          ))}
        </ul>
        <Link to={logout.to} className={logoutStyle} onClick={close}>
          {intl.formatMessage(messages.logout)}
        </Link>
      </div>
    </nav>
  );
}

function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg className={menuIcon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={open ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
