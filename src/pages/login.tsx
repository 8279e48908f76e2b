import type { GetServerSideProps } from 'next';
import { LoginScreen } from '@/features/session/LoginScreen';
import { withStaticParts } from '@/render/static-props';
import { plainPageProps, type SiteProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<SiteProps> = withStaticParts(plainPageProps);

export default LoginScreen;
