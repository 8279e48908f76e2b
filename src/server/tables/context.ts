import type { Context } from '../context';
import type { PersonalProduct } from '../upstream/product-calls';

/** What a table's procedure hands its module: the request and the person's product API. */
export type TableContext = Pick<Context, 'session' | 'requestId'> & {
  user: { email: string; sub: string };
  product: PersonalProduct;
};
