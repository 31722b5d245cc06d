import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';

import { useAddressParams } from '../../web/src/lib/use-address-params';

/** A screen with a dialog (pushed, so Back closes it) and a filter (replaced in place). */
const Screen = () => {
  const [params, updateParams] = useAddressParams();
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output aria-label="address">{location.search}</output>
      <output aria-label="filter">{params.get('hs') ?? 'none'}</output>
      <button onClick={() => updateParams({ view: 'alerts', focus: '9' })}>Open</button>
      <button onClick={() => updateParams({ hs: '7208' }, { replace: true })}>Filter</button>
      <button
        onClick={() => updateParams({ view: null, focus: null, hs: null }, { replace: true })}
      >
        Clear
      </button>
      <button onClick={() => navigate(-1)}>Back</button>
    </>
  );
};

const address = () => screen.getByLabelText('address').textContent;

describe('useAddressParams', () => {
  it('sets and removes the named parameters and keeps the others', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/market-analysis?tab=trade-remedies&focus=3']}>
        <Screen />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(address()).toBe('?tab=trade-remedies&focus=9&view=alerts');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(address()).toBe('?tab=trade-remedies&focus=9&view=alerts&hs=7208');
    expect(screen.getByLabelText('filter')).toHaveTextContent('7208');
    await user.click(screen.getByRole('button', { name: 'Clear' }));
    expect(address()).toBe('?tab=trade-remedies');
    expect(screen.getByLabelText('filter')).toHaveTextContent('none');
  });

  it('adds a history entry unless told to replace the current one', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/dashboard?tab=a']}>
        <Screen />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    // The filter replaced the dialog's entry, so Back goes to the address before the dialog.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(address()).toBe('?tab=a');
  });
});
