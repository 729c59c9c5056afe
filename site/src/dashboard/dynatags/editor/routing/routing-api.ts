// The routes of issue 34 the editor calls ("View as" and split tests), typed by the contract of the issue
// (shared/schemas/tag-rules.ts and its answers) through the dashboard's client; their paths reach the generated
// client when the API's branches are merged, so the call is made on the client's untyped transport of a path.
import type { SplitStartInput, ViewAsInput } from '@shared/schemas/tag-rules';
import { type ApiAnswer, client } from '../../../lib/client';

export type ViewAsAnswer = {
  rule: { key: string; name: string } | null;
  variant: string | null;
  redirect: string | null;
  split: { name: string; arms: { variant: string; share: number }[] } | null;
};

export type SplitArmStats = {
  variant: string;
  name: string;
  share: number;
  views: number;
  visitors: number;
  clicks: number;
  clickers: number;
  rate: number;
  low: number;
  high: number;
};
export type SplitSummary = {
  id: string;
  name: string;
  startedAt: number;
  endedAt: number | null;
  kept: string | null;
  arms: SplitArmStats[];
  test: string;
  winner: string | null;
  pValue: number | null;
};
export type SplitList = { running: SplitSummary | null; ended: SplitSummary[] };

type Init = {
  params: { path: { id: string } };
  body?: unknown;
  notifyErrors?: boolean;
  signal?: AbortSignal;
};
type Untyped = <T>(path: string, init: Init) => Promise<ApiAnswer<T>>;
const GET = client.GET as unknown as Untyped;
const POST = client.POST as unknown as Untyped;
const at = (id: string) => ({ path: { id } });
const base = '/api/v1/dynatags/{id}';

export const viewAs = (id: string, body: ViewAsInput, signal?: AbortSignal) =>
  POST<ViewAsAnswer>(`${base}/view-as`, { params: at(id), body, notifyErrors: false, signal });

export const loadSplits = (id: string, signal?: AbortSignal) =>
  GET<SplitList>(`${base}/split`, { params: at(id), notifyErrors: false, signal });

export const startSplit = (id: string, body: SplitStartInput) =>
  POST<SplitSummary>(`${base}/split`, { params: at(id), body, notifyErrors: false });

export const endSplit = (id: string, keep: string | null) =>
  POST<{ split: SplitSummary; version: number }>(`${base}/split/end`, {
    params: at(id),
    body: { keep },
  });
