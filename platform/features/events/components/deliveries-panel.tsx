import { useState } from 'react';
import type { DeliveryView } from '#core/domain/invitations/invitations.schema.ts';
import { Alert } from '#platform/components/ui/alert.tsx';
import { Button } from '#platform/components/ui/button.tsx';
import { TableHead } from '#platform/components/ui/table-head.tsx';
import { failureMessage } from '#platform/lib/api-client.ts';
import { useDeliveries } from '../api/get-deliveries.ts';
import { timeAgo } from './activity-feed.tsx';

const kindLabels: Record<DeliveryView['kind'], string> = {
  invitation: 'Invitation',
  rsvp_reminder: 'RSVP reminder',
  day_before_reminder: 'Day-before reminder',
  blast: 'Message',
  cancellation: 'Cancellation',
  cohost_invitation: 'Co-host invitation',
  photo_request: 'Photo request',
  other: 'Other',
};

const statusLabels: Record<DeliveryView['status'], string> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  delivered: 'Delivered',
  failed: 'Failed',
  undelivered: 'Undelivered',
  skipped: 'Skipped',
};

/** Every email and text of the event with its delivery status; loaded when opened. */
export function DeliveriesPanel({ eventId }: { eventId: string }) {
  const [open, setOpen] = useState(false);
  const deliveries = useDeliveries(eventId, open);
  return (
    <section aria-labelledby="deliveries-heading" className="mt-10">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="deliveries-heading" className="text-xl font-bold">
          Deliveries
        </h2>
        <div className="flex gap-2">
          {open ? (
            <Button variant="ghost" size="sm" onClick={() => void deliveries.refetch()} disabled={deliveries.isFetching}>
              {deliveries.isFetching ? 'Refreshing...' : 'Refresh'}
            </Button>
          ) : null}
          <Button variant="outline" size="sm" aria-expanded={open} aria-controls="deliveries-body" onClick={() => setOpen((value) => !value)}>
            {open ? 'Hide deliveries' : 'Show deliveries'}
          </Button>
        </div>
      </div>
      {open ? (
        <div id="deliveries-body" className="mt-3">
          {deliveries.isPending ? (
            <p className="text-sm text-muted-foreground">Loading deliveries...</p>
          ) : deliveries.isError ? (
            <Alert tone="error">{failureMessage(deliveries.error, 'Could not load the deliveries', 'Could not load the deliveries. Please try again.')}</Alert>
          ) : deliveries.data.length === 0 ? (
            <p className="text-sm text-muted-foreground">No messages sent yet.</p>
          ) : (
            <div className="overflow-x-auto rounded-card border border-border bg-card">
              <table className="w-full min-w-[640px] text-left text-sm">
                <TableHead caption="Deliveries" columns={[{ label: 'Guest' }, { label: 'Message' }, { label: 'Channel' }, { label: 'To' }, { label: 'Status' }, { label: 'When' }]} />
                <tbody className="divide-y divide-border">
                  {deliveries.data.map((delivery) => (
                    <tr key={delivery.id}>
                      <td className="px-3 py-2">{delivery.guestName ?? '—'}</td>
                      <td className="px-3 py-2">{kindLabels[delivery.kind]}</td>
                      <td className="px-3 py-2">{delivery.channel === 'sms' ? 'Text' : 'Email'}</td>
                      <td className="px-3 py-2 break-all">{delivery.recipient}</td>
                      <td className="px-3 py-2">
                        {statusLabels[delivery.status]}
                        {delivery.error ? <span className="block text-xs text-danger-text">{delivery.error}</span> : null}
                      </td>
                      <td className="px-3 py-2 whitespace-nowrap">{timeAgo(delivery.sentAt ?? delivery.createdAt)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </div>
      ) : null}
    </section>
  );
}
