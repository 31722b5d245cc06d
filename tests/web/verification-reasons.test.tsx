import { render, screen, waitFor } from '@testing-library/react';
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
});
