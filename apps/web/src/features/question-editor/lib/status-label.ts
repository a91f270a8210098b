import type { AuthoredQuestion } from '@eps/contracts';

/** Where an item stands, in the words its author reads. */
export function statusLabel(q: AuthoredQuestion): { label: string; color: string } {
  if (q.revisionStatus === 'pending') return { label: 'Published · edit in review', color: 'yellow' };
  if (q.revisionStatus === 'draft') return { label: 'Published · edit in draft', color: 'gray' };
  switch (q.status) {
    case 'approved':
      return { label: 'Approved', color: 'green' };
    case 'pending':
      return { label: q.suggestion ? 'Suggested · in review' : 'In review', color: 'yellow' };
    case 'rejected':
      return { label: 'Rejected', color: 'red' };
    default:
      return q.review?.decision === 'changes'
        ? { label: 'Changes requested', color: 'orange' }
        : { label: 'Draft', color: 'gray' };
  }
}
