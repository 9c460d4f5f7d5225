/**
 * `astro:actions` for vitest. The virtual module exists only inside an Astro build; tests bind the
 * same runtime (defineAction, ActionError, isInputError) straight from Astro's files so an action's
 * real input parsing and errors run under test. Used through the alias in vitest.config.ts.
 */
export { defineAction, getActionContext } from '../../node_modules/astro/dist/actions/runtime/server.js';
export { ActionError, isActionError, isInputError } from '../../node_modules/astro/dist/actions/runtime/client.js';
export type { ActionAPIContext, ActionClient, ActionErrorCode, SafeResult } from '../../node_modules/astro/dist/actions/runtime/types.js';
