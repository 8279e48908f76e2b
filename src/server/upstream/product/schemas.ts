/** Every product API answer schema, by area like the routers (`import * as s from './product/schemas'`). */
export * from './events-schemas';
export * from './institutions-schemas';
export * from './material-schemas';
export * from './redeem-code-schemas';
export * from './user-schemas';
