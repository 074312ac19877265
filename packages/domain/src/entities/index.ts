export type * from './basket';
export type * from './order';
export { paymentCodes } from './order';
export type * from './product';
export type * from './user';
export { genders } from './user';
