import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FramedPanel, type FramedPanelProps } from './framed-panel.js';

const PROPS: FramedPanelProps = {
  src: 'https://panel.example/?lang=en',
  title: 'Rewards panel',
  height: 480,
  ready: false,
  loadingLabel: 'Loading the panel',
  allow: ['allow-scripts', 'allow-forms'],
  sameOrigin: false,
  testId: 'panel',
};

describe('FramedPanel', () => {
  it('keeps a panel of another origin its own origin, at the height given, under a skeleton', () => {
    render(<FramedPanel {...PROPS} />);
    const frame = screen.getByTitle('Rewards panel');
    expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-forms allow-same-origin');
    expect(screen.getByTestId('panel-stage').style.height).toBe('480px');
    expect(screen.getByRole('status').textContent).toBe('Loading the panel');
  });

  it('gives a panel of this page’s origin no allow-same-origin, and drops the skeleton when ready', () => {
    render(<FramedPanel {...PROPS} sameOrigin ready />);
    expect(screen.getByTitle('Rewards panel').getAttribute('sandbox')).toBe(
      'allow-scripts allow-forms',
    );
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows the stage and its skeleton, with no frame, while the address is not known', () => {
    render(<FramedPanel {...PROPS} src={null} />);
    expect(screen.queryByTitle('Rewards panel')).toBeNull();
    expect(screen.getByTestId('panel-stage')).toBeDefined();
    expect(screen.getByRole('status')).toBeDefined();
  });
});
