import type { AppDeps } from '../../deps.ts';

export interface MoneyJobsReport {
  released: number;
  refunded: number;
  transfersSent: number;
  waitingForPayoutAccount: number;
  remindersSent: number;
  failures: number;
}

/** The scheduler's money work: release due holds, refund missed targets, finish interrupted work. OWNER: release & payouts (replace this body). */
export async function runMoneyJobs(_deps: AppDeps): Promise<MoneyJobsReport> {
  throw new Error('pending: release.service.ts is being written');
}
