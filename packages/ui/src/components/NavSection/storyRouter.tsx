// Story/test helpers only (not exported from the package): a tiny in-memory router and the
// dashboard navigation of the app as fixture data.
import {
  BadgeDollarSign,
  ChartCandlestick,
  CreditCard,
  Handshake,
  LayoutDashboard,
  ScrollText,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { createContext, forwardRef, useContext, useMemo, useState, type ReactNode } from 'react';
import type { NavGroupData, NavLinkProps } from './types';

interface MemoryRouterValue {
  path: string;
  navigate: (path: string) => void;
}

const MemoryRouterContext = createContext<MemoryRouterValue>({ path: '/', navigate: () => {} });

/** Holds the current path in state; `MemoryLink` changes it. */
export function MemoryRouter({
  initialPath = '/',
  children,
}: {
  initialPath?: string;
  children: ReactNode | ((value: MemoryRouterValue) => ReactNode);
}) {
  const [path, setPath] = useState(initialPath);
  const value = useMemo(() => ({ path, navigate: setPath }), [path]);
  return (
    <MemoryRouterContext.Provider value={value}>
      {typeof children === 'function' ? children(value) : children}
    </MemoryRouterContext.Provider>
  );
}

/** Current path and `navigate` of the nearest `MemoryRouter`. */
export function useMemoryRouter(): MemoryRouterValue {
  return useContext(MemoryRouterContext);
}

/** A link that navigates the `MemoryRouter` instead of the page. */
export const MemoryLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function MemoryLink(
  { href, to: _to, onClick, children, ...rest },
  ref,
) {
  const { navigate } = useMemoryRouter();
  return (
    <a
      ref={ref}
      href={href}
      {...rest}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
});

/** Shows the current path (stories assert on it). */
export function CurrentPath() {
  const { path } = useMemoryRouter();
  return (
    <p data-testid="current-path" style={{ fontSize: 12, opacity: 0.9 }}>
      Current path: <code>{path}</code>
    </p>
  );
}

/** The app's dashboard navigation (PRODUCT.md §1). */
export const dashboardNav: NavGroupData[] = [
  {
    subheader: 'Overview',
    items: [
      { title: 'Dashboard', path: '/dashboard', icon: <LayoutDashboard /> },
      { title: 'Trades', path: '/dashboard/trades', icon: <ChartCandlestick />, info: 'New' },
      { title: 'Affiliates', path: '/dashboard/affiliates', icon: <Handshake /> },
      { title: 'Plans', path: '/dashboard/pricing', icon: <BadgeDollarSign /> },
      {
        title: 'Payment',
        path: '/dashboard/payment',
        icon: <CreditCard />,
        caption: 'Checkout, saved cards and billing history',
      },
    ],
  },
  {
    subheader: 'Management',
    items: [
      {
        title: 'Admin',
        path: '/dashboard/group',
        icon: <ShieldCheck />,
        roles: ['admin'],
        children: [
          { title: 'Members', path: '/dashboard/group', icon: <Users /> },
          { title: 'Trades console', path: '/dashboard/group/five' },
          { title: 'Payouts', path: '/dashboard/group/six', icon: <Wallet /> },
        ],
      },
      { title: 'Reports', path: '/dashboard/reports', icon: <ScrollText />, disabled: true },
      {
        title: 'Changelog',
        path: 'https://github.com/finfree/finfree/releases',
        icon: <ScrollText />,
        info: 'v0.1',
      },
    ],
  },
];
