import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from './render-with-kit.js';
import { Button } from './button.js';
import { Dialog } from './dialog.js';
import { Drawer } from './drawer.js';

function Deposit() {
  return (
    <Dialog title="Deposit" trigger={<Button>Open deposit</Button>}>
      {(close) => (
        <>
          <label>
            Amount <input />
          </label>
          <Button onPress={close}>Cancel</Button>
        </>
      )}
    </Dialog>
  );
}

describe('Dialog', () => {
  it('opens from its trigger, named by its title, with focus inside', async () => {
    const { user } = renderWithKit(<Deposit />);
    await user.click(screen.getByRole('button', { name: 'Open deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Deposit' });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const { user } = renderWithKit(<Deposit />);
    const trigger = screen.getByRole('button', { name: 'Open deposit' });
    await user.click(trigger);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('closes by its close button and by its content', async () => {
    const { user } = renderWithKit(<Deposit />);
    const trigger = screen.getByRole('button', { name: 'Open deposit' });
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(trigger);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside', async () => {
    const { user } = renderWithKit(<Deposit />);
    await user.click(screen.getByRole('button', { name: 'Open deposit' }));
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 5; step += 1) {
      await user.tab();
      expect(dialog.contains(document.activeElement)).toBe(true);
    }
    await user.tab({ shift: true });
    expect(dialog.contains(document.activeElement)).toBe(true);
  });

  it('opens from state too, and gives focus back to where it was', async () => {
    function Controlled() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button
            type="button"
            onClick={() => {
              setOpen(true);
            }}
          >
            Terms
          </button>
          <Dialog title="Terms" isOpen={open} onOpenChange={setOpen}>
            <p>Read them.</p>
          </Dialog>
        </>
      );
    }
    const { user } = renderWithKit(<Controlled />);
    const opener = screen.getByRole('button', { name: 'Terms' });
    await user.click(opener);
    expect(screen.getByRole('dialog', { name: 'Terms' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });
});

describe('Drawer', () => {
  it('is a dialog too: Escape closes it and focus goes back', async () => {
    const { user } = renderWithKit(
      <Drawer title="Filters" side="start" trigger={<Button>Filters</Button>}>
        <p>Providers</p>
      </Drawer>,
    );
    const trigger = screen.getByRole('button', { name: 'Filters' });
    await user.click(trigger);
    expect(screen.getByRole('dialog', { name: 'Filters' })).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });
});
