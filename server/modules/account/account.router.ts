import { accountRouter } from './routers/account.router.js';
import { recoveryRouter } from './routers/recovery.router.js';
import { actAsRouter } from './routers/act-as.router.js';
import { accountStateRouter } from './routers/account-state.router.js';

/** The account module's routers, by the app router's key for each (their calls' paths). */
export const accountRouters = {
  account: accountRouter,
  recovery: recoveryRouter,
  actAs: actAsRouter,
  accountState: accountStateRouter,
};
