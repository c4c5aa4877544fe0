import { render, screen } from '@testing-library/react';
import { DetailSection } from './DetailSection';

describe('DetailSection', () => {
  it('is a region named by its level-4 heading, holding its content', () => {
    render(
      <>
        <DetailSection title="Updates">
          <p>Stop loss moved</p>
        </DetailSection>
        <DetailSection title="Analysis">
          <p>Breakout</p>
        </DetailSection>
      </>,
    );
    const updates = screen.getByRole('region', { name: 'Updates' });
    expect(screen.getByRole('heading', { level: 4, name: 'Updates' })).toBeVisible();
    expect(updates).toHaveTextContent('Stop loss moved');
    expect(screen.getByRole('region', { name: 'Analysis' })).not.toHaveTextContent('Stop');
  });

  it('takes a level-3 heading', () => {
    render(
      <DetailSection title="Preview" level={3}>
        <p>1.5 R</p>
      </DetailSection>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Preview' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Preview' })).toHaveTextContent('1.5 R');
  });
});
