import type { GetServerSideProps } from 'next';
import { ADMIN_HOME_PATH } from '@/lib/routes';

/** /admin/ has no screen of its own: it leads to the overview. */
export const getServerSideProps: GetServerSideProps = () =>
  Promise.resolve({ redirect: { destination: ADMIN_HOME_PATH, permanent: false } });

export default function AdminIndex() {
  return null;
}
