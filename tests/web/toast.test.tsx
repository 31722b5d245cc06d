import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { AppProvider } from '../../web/src/app/provider';
import { toast, TOAST_DURATION_MS } from '../../web/src/components/toast';
import { createQueryClient } from '../../web/src/lib/query-client';

const renderToaster = () =>
  render(<AppProvider queryClient={createQueryClient()}>{null}</AppProvider>);
const region = () => screen.getByRole('region', { name: 'Notifications (F8)' });
const visibleToasts = () => within(region()).queryAllByRole('status');

describe('toasts', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Success', description: 'Document uploaded successfully' });
    });
    expect(await within(region()).findByText('Document uploaded successfully')).toBeVisible();

    act(() => {
      toast({ title: 'Error', description: '415: Not a PDF', variant: 'destructive' });
    });
    expect(await within(region()).findByText('415: Not a PDF')).toBeVisible();
    expect(within(region()).queryByText('Document uploaded successfully')).not.toBeInTheDocument();
    expect(visibleToasts()).toHaveLength(1);
    expect(visibleToasts()[0]).toHaveAttribute('data-variant', 'destructive');
  });

  it('F8 moves focus to the notification region', async () => {
    renderToaster();
    expect(region()).not.toHaveFocus();
    fireEvent.keyDown(document, { key: 'F8' });
    expect(region()).toHaveFocus();
  });

  it('dismisses after 5000 ms by default', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderToaster();
    act(() => {
      toast({ title: 'Saved', description: 'All good' });
    });
    expect(within(region()).getByText('All good')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 100);
    });
    expect(within(region()).getByText('All good')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(200);
    });
    await waitFor(() => expect(within(region()).queryByText('All good')).not.toBeInTheDocument());
  });

  it('a swipe to the right of at least 50 px dismisses; a shorter one does not', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const card = await within(region()).findByRole('status');

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 140, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 140, pointerId: 1 });
    expect(within(region()).getByText('Swipe me')).toBeInTheDocument();

    fireEvent.pointerDown(card, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(card, { clientX: 160, pointerId: 1 });
    fireEvent.pointerUp(card, { clientX: 160, pointerId: 1 });
    await waitFor(() => expect(within(region()).queryByText('Swipe me')).not.toBeInTheDocument());
  });

  it('the close button dismisses the toast', async () => {
    renderToaster();
    act(() => {
      toast({ title: 'Closable', description: 'Click the cross' });
    });
    fireEvent.click(await within(region()).findByRole('button', { name: 'Close notification' }));
    await waitFor(() => expect(within(region()).queryByText('Closable')).not.toBeInTheDocument());
  });
});

describe('mutation failure toasts', () => {
  const failMutation = async (
    client: ReturnType<typeof createQueryClient>,
    meta?: { errorToast?: string | true },
  ) => {
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new Error('500: Storage unavailable')),
      meta,
    });
    await act(() => mutation.execute(undefined).catch(() => undefined));
  };

  it("shows 'Error' with the declared text, or with the error message when meta asks for it", async () => {
    const client = createQueryClient();
    render(<AppProvider queryClient={client}>{null}</AppProvider>);

    await failMutation(client, { errorToast: 'Failed to add regulation' });
    expect(await within(region()).findByText('Failed to add regulation')).toBeVisible();
    expect(within(region()).getByText('Error')).toBeVisible();
    expect(visibleToasts()[0]).toHaveAttribute('data-variant', 'destructive');

    await failMutation(client, { errorToast: true });
    expect(await within(region()).findByText('500: Storage unavailable')).toBeVisible();
    expect(visibleToasts()).toHaveLength(1);
  });

  it('raises no toast for a mutation that declares none', async () => {
    const client = createQueryClient();
    render(<AppProvider queryClient={client}>{null}</AppProvider>);
    await failMutation(client);
    expect(visibleToasts()).toHaveLength(0);
  });
});
