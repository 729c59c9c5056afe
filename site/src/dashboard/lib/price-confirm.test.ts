import { afterEach, describe, expect, test } from 'bun:test';
import type { PriceChange } from '@shared/types/billing';
import { $dialogs, closeAll, type DialogEntry } from '../stores/dialogs';
import type { ApiAnswer } from './api';
import { withPriceConfirmation } from './price-confirm';

const change: PriceChange = {
  reason: 'dynatag',
  current: 49_900,
  next: 54_800,
  nextVat: 13_700,
  nextWithVat: 68_500,
};
const refused = (errorData: unknown, status = 409): ApiAnswer<string> => ({
  ok: false,
  status,
  message: 'refused',
  data: null,
  errors: [],
  errorData,
});
const created: ApiAnswer<string> = { ok: true, status: 201, message: 'created', data: 'tag', errors: [] };

/** Answers the price dialog as soon as it opens. */
function answerDialog(confirmed: boolean) {
  return $dialogs.subscribe((list) => {
    const entry = list.find((e) => e.kind === 'priceConfirm') as DialogEntry<'priceConfirm'> | undefined;
    if (entry?.props.change) queueMicrotask(() => entry.props.onAnswer(confirmed));
  });
}

afterEach(() => closeAll());

describe('withPriceConfirmation', () => {
  test('a confirmed price goes again as acceptMonthlyPrice', async () => {
    const sent: (number | undefined)[] = [];
    const stop = answerDialog(true);
    const result = await withPriceConfirmation('c1', async (accept) => {
      sent.push(accept);
      return accept === change.next ? created : refused(change);
    });
    stop();
    expect(sent).toEqual([undefined, 54_800]);
    expect(result.ok).toBe(true);
  });

  test('a declined price sends nothing more', async () => {
    const sent: (number | undefined)[] = [];
    const stop = answerDialog(false);
    const result = await withPriceConfirmation('c1', async (accept) => {
      sent.push(accept);
      return refused(change);
    });
    stop();
    expect([sent, result.declined]).toEqual([[undefined], true]);
  });

  test('missing billing info opens its dialog for the company; other refusals pass through', async () => {
    const result = await withPriceConfirmation('c1', async () =>
      refused({ reason: 'billingInfo', companyId: 'c1' }),
    );
    expect(result.status).toBe(409);
    const open = $dialogs.get().find((e) => e.kind === 'priceConfirm') as DialogEntry<'priceConfirm'>;
    expect([open.props.companyId, open.props.billingNeeded, open.props.change]).toEqual([
      'c1',
      'refused',
      undefined,
    ]);
    closeAll();
    const limit = await withPriceConfirmation('c1', async () => refused(null, 422));
    expect([limit.status, $dialogs.get().length]).toEqual([422, 0]);
  });
});
