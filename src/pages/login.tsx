import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/features/session/LoginScreen';
import { plainPageProps, type SiteProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<SiteProps> = plainPageProps;

export default LoginScreen;
