import {
  AddressBookFullError,
  addressSchema,
  changePasswordSchema,
  personalDataSchema,
} from '@vitrine/commerce';
import { accountDeletionSchema, newPasswordSchema } from '@vitrine/domain';
import { type NextFunction, type Request, type Response, Router } from 'express';
import type { StorefrontServices } from '../../services';
import { sendApiError, sendBadRequest, sendNotFound } from '../api-error';
import { shopContextOf } from '../request-shop';
import { answerHashingBusy } from '../security/hashing-busy';
import type { RateLimits } from '../security/rate-limits';
import { sessionOf, signOutVisitor, visitorOf } from '../visitor';
import { parseInput } from './parse-input';
import { userFields } from './user-fields';

const passwordChange = changePasswordSchema.extend({ new_password: newPasswordSchema });
const addressId = /^[0-9a-f]{32}$/;

/** Account calls need a registered customer's session: 401 `api.unauthorized` otherwise. */
function requireCustomer(request: Request, response: Response, next: NextFunction): void {
  const visitor = visitorOf(response);
  if (visitor.kind !== 'registered' || visitor.customerId === null) {
    sendApiError(response, 401, 'api.unauthorized', [{ field: null, key: 'api.unauthorized' }]);
    return;
  }
  void request;
  next();
}

function customerIdOf(response: Response): string {
  return visitorOf(response).customerId ?? '';
}

/**
 * The account area's calls (spec §2 /konto/…), all under `/api/user/account/`:
 * personal data, password, address book, balance and deletion.
 */
export function createAccountRoutes(
  services: StorefrontServices,
  options: { readonly rateLimits: RateLimits },
): Router {
  const router = Router();
  const { identity, account } = services.commerce;
  router.use(requireCustomer);

  router.post('/personal-data/', async (request, response) => {
    const input = await parseInput(personalDataSchema, request.body, response);
    if (input === null) return;
    const customer = await account.updatePersonalData(customerIdOf(response), input);
    response.json({ statusCode: 200, user: userFields(visitorOf(response), customer) });
  });

  router.post('/password/', options.rateLimits.limit('login'), async (request, response) => {
    const input = await parseInput(passwordChange, request.body, response);
    if (input === null) return;
    const outcome = await identity.changePassword(
      customerIdOf(response),
      input.current_password,
      input.new_password,
      sessionOf(response)?.id ?? null,
    );
    if (outcome === 'wrongPassword') {
      sendBadRequest(response, [{ field: 'current_password', key: 'account.wrongPassword' }]);
      return;
    }
    response.json({ statusCode: 200 });
  });

  router.get('/addresses/', async (_request, response) => {
    response.json({ addresses: await account.addresses(customerIdOf(response)) });
  });

  router.post('/addresses/', async (request, response) => {
    const input = await parseInput(addressSchema, request.body, response);
    if (input === null) return;
    try {
      const address = await account.addAddress(customerIdOf(response), input);
      response.status(201).json({ statusCode: 201, address });
    } catch (error) {
      if (!(error instanceof AddressBookFullError)) throw error;
      sendApiError(response, 409, 'account.addressBookFull', [
        { field: null, key: 'account.addressBookFull' },
      ]);
    }
  });

  const updateAddress = async (request: Request, response: Response) => {
    const id = String(request.params.id);
    if (!addressId.test(id)) {
      sendNotFound(response);
      return;
    }
    const input = await parseInput(addressSchema, request.body, response);
    if (input === null) return;
    const address = await account.updateAddress(customerIdOf(response), id, input);
    if (address === null) sendNotFound(response);
    else response.json({ statusCode: 200, address });
  };
  router.put('/addresses/:id/', updateAddress);
  router.post('/addresses/:id/', updateAddress);

  router.delete('/addresses/:id/', async (request, response) => {
    const id = String(request.params.id);
    const deleted = addressId.test(id) && (await account.deleteAddress(customerIdOf(response), id));
    if (!deleted) sendNotFound(response);
    else response.json({ statusCode: 200 });
  });

  router.get('/balance/', async (_request, response) => {
    const { shop, locale } = shopContextOf(response);
    // §6/§9: the account balance exists only where the shop's flag is on (the vitality shop).
    if (!shop.flags.accountBalance) {
      sendNotFound(response);
      return;
    }
    const customer = await identity.customer(customerIdOf(response));
    response.json({
      balance: { amount: customer?.balanceCents ?? 0, currencyCode: locale.currency },
    });
  });

  router.post('/delete/', options.rateLimits.limit('login'), async (request, response) => {
    const input = await parseInput(accountDeletionSchema, request.body, response);
    if (input === null) return;
    const customerId = customerIdOf(response);
    // Deleting needs the password again: a session left open on a shared computer is not enough.
    const confirmed = await identity.checkPassword(customerId, input.password);
    if (!confirmed) {
      sendBadRequest(response, [{ field: 'password', key: 'account.wrongPassword' }]);
      return;
    }
    await account.deleteAccount(customerId);
    signOutVisitor(response);
    response.json({ statusCode: 200, redirect: '/?redirect=goodbye' });
  });

  // The password change and the deletion's check hash: a full hashing queue is a 503.
  router.use(answerHashingBusy);
  return router;
}
