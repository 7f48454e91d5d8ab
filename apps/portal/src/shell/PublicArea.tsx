import { Outlet } from 'react-router';

/** The frame of the public pages: the page is the main content. */
export function PublicArea() {
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}
