/** The first stop for keyboard users: straight to the page's content. */
export const SkipLink = () => (
  <a className="skip-link" href="#main">
    Gå til indhold
  </a>
);
