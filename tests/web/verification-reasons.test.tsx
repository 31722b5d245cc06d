import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';

import { VerificationReasons } from '../../web/src/features/documents/components/verification-reasons';

const reasons = ['No port of loading stated', 'Seller name does not match'];
const toggle = (name: RegExp) => screen.getByRole('button', { name });

describe('VerificationReasons', () => {
  it('opens the rejection reasons when the verdict arrives while the card is on screen', async () => {
    const { rerender } = render(<VerificationReasons status="pending" reasons={[]} />);
    expect(screen.getByText('Verification in progress…')).toBeVisible();

    rerender(<VerificationReasons status="rejected" reasons={reasons} />);
    expect(toggle(/Rejection reasons \(2\)/)).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(screen.getByText('No port of loading stated')).toBeVisible());
  });

  it('keeps verification details of a verified document folded', () => {
    const { rerender } = render(<VerificationReasons status="pending" reasons={[]} />);
    rerender(<VerificationReasons status="verified" reasons={['All fields present']} />);
    expect(toggle(/Verification details \(1\)/)).toHaveAttribute('aria-expanded', 'false');
  });

  it('marks a warning as a warning, not as a rejection reason nor a passed check', () => {
    render(
      <VerificationReasons
        status="rejected"
        reasons={['Missing number of packages', 'Missing package dimensions']}
        findings={[
          {
            code: 'missing_number_of_packages',
            severity: 'error',
            message: 'Missing number of packages',
          },
          {
            code: 'missing_dimensions',
            severity: 'warning',
            message: 'Missing package dimensions',
          },
        ]}
      />,
    );
    const items = within(screen.getByRole('list', { name: 'Rejection reasons' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).getByTitle('Rejection reason')).toBeInTheDocument();
    expect(within(items[1]!).getByTitle('Warning')).toBeInTheDocument();
    expect(within(items[1]!).queryByTitle('Rejection reason')).toBeNull();
  });

  it("gives a verified document's warning no green tick", async () => {
    const user = userEvent.setup();
    render(
      <VerificationReasons
        status="verified"
        reasons={['Bill of Lading verified: shipper Acme', 'Missing B/L number']}
        findings={[
          { code: 'verified', severity: 'info', message: 'Bill of Lading verified: shipper Acme' },
          { code: 'missing_b_l_number', severity: 'warning', message: 'Missing B/L number' },
        ]}
      />,
    );
    await user.click(toggle(/Verification details \(2\)/));
    const items = within(screen.getByRole('list', { name: 'Verification details' })).getAllByRole(
      'listitem',
    );
    expect(within(items[0]!).getByTitle('Verified')).toBeInTheDocument();
    expect(within(items[1]!).getByTitle('Warning')).toBeInTheDocument();
    expect(within(items[1]!).queryByTitle('Verified')).toBeNull();
  });
});
