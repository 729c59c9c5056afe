// The wizard's state, kept on the server as it changes (a debounced PUT of the whole form), so a closed tab
// loses nothing: the Orders page loads the draft and the wizard opens where it was left.
import type { OrderDraft } from '@shared/types/orders';
import { useCallback, useEffect, useRef, useState } from 'react';
import { API_BASE, client } from '../../lib/client';
import type { ApiResult } from '../../lib/envelope';
import { bodyFromForm, emptyForm, formFromDraft, type WizardForm } from './form';

export const SAVE_DELAY_MS = 600;
export type SaveState = 'saved' | 'pending' | 'saving' | 'failed';

export function useDraft() {
  const [draft, setDraft] = useState<OrderDraft | null>(null);
  const [form, setForm] = useState<WizardForm | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [saveState, setSaveState] = useState<SaveState>('saved');
  const [saveResult, setSaveResult] = useState<ApiResult | null>(null);
  /** Image id → path to show it (from the draft's lines and from uploads). */
  const [images, setImages] = useState<Record<string, string>>({});
  const formRef = useRef<WizardForm | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inflight = useRef<Promise<OrderDraft | null> | null>(null);
  const dirty = useRef(false);
  const latest = useRef<OrderDraft | null>(null);
  const failure = useRef<ApiResult | null>(null);

  const take = useCallback((next: OrderDraft) => {
    latest.current = next;
    setDraft(next);
    const found: Record<string, string> = {};
    for (const line of next.cards) {
      if (line.design.image) found[line.design.image.id] = line.design.image.path;
      if (line.design.logo) found[line.design.logo.id] = line.design.logo.path;
    }
    setImages((known) => ({ ...known, ...found }));
  }, []);

  const load = useCallback(async () => {
    setLoadFailed(false);
    const answer = await client.GET('/api/v1/orders/draft', { notifyErrors: false });
    // null (or 404): no order in progress; the first change makes the draft.
    if (!answer.ok && answer.status !== 404) return setLoadFailed(true);
    if (answer.data) take(answer.data);
    else {
      latest.current = null;
      setDraft(null);
    }
    failure.current = null;
    const start = answer.data ? formFromDraft(answer.data) : emptyForm();
    formRef.current = start;
    setForm(start);
    setSaveState('saved');
    setSaveResult(null);
  }, [take]);

  const save = useCallback((): Promise<OrderDraft | null> => {
    if (inflight.current) {
      dirty.current = true;
      return inflight.current;
    }
    const current = formRef.current;
    if (!current) return Promise.resolve(null);
    dirty.current = false;
    setSaveState('saving');
    const run = client
      .PUT('/api/v1/orders/draft', { body: bodyFromForm(current), notifyErrors: false })
      .then((answer): Promise<OrderDraft | null> | OrderDraft | null => {
        inflight.current = null;
        if (answer.ok && answer.data) {
          take(answer.data);
          setSaveResult(null);
        } else setSaveResult(answer);
        if (dirty.current) return save();
        setSaveState(answer.ok ? 'saved' : 'failed');
        return answer.ok ? answer.data : null;
      });
    inflight.current = run;
    return run;
  }, [take]);

  /** Changes the form as shown without saving it (a default, not an edit): the next change saves it whole. */
  const preset = useCallback((change: (form: WizardForm) => WizardForm) => {
    if (!formRef.current) return false;
    formRef.current = change(formRef.current);
    setForm(formRef.current);
    return true;
  }, []);

  /** Changes the form and saves it a moment later (typing is one save, not one per key). */
  const update = useCallback(
    (change: (form: WizardForm) => WizardForm) => {
      if (!preset(change)) return;
      setSaveState('pending');
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        void save();
      }, SAVE_DELAY_MS);
    },
    [preset, save],
  );

  /** Saves now (before a step change or a submit); true when the server holds the form as it is. */
  const flush = useCallback(async () => {
    if (timer.current) {
      clearTimeout(timer.current);
      timer.current = undefined;
      await save();
    } else if (inflight.current) await inflight.current;
    return failure.current === null;
  }, [save]);

  const addImage = useCallback(
    (id: string, path: string) => setImages((known) => ({ ...known, [id]: path })),
    [],
  );

  useEffect(() => {
    void load();
    // A tab closed within the save delay still sends its last change.
    const onHide = () => {
      if (!timer.current || !formRef.current) return;
      clearTimeout(timer.current);
      timer.current = undefined;
      void fetch(`${API_BASE}/orders/draft`, {
        method: 'PUT',
        keepalive: true,
        credentials: 'include',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(bodyFromForm(formRef.current)),
      }).catch(() => {});
    };
    window.addEventListener('pagehide', onHide);
    return () => {
      window.removeEventListener('pagehide', onHide);
      // Leaving the Order tab within the save delay saves at once.
      if (timer.current) {
        clearTimeout(timer.current);
        void save();
      }
    };
  }, [load, save]);

  return {
    draft,
    form,
    loadFailed,
    saveState,
    saveResult,
    images,
    load,
    preset,
    update,
    flush,
    save,
    addImage,
    /** The newest server draft and the last failed save, read after awaiting `flush`. */
    latest: () => latest.current,
    failure: () => failure.current,
  };
}
export type DraftApi = ReturnType<typeof useDraft>;
